import TermCore

/// Where a headless run's frames go: stdout or `--frames` files, `--svg` files and the `--cast`.
///
/// `--cast -` writes the cast to stdout, as `-` means for `--script`; stdout is then the cast's
/// alone, so frames are printed only when `--frames` sends them to files.
///
/// Every export uses the forced colour depth (256 unless `--color-depth` says otherwise) and
/// nothing else from the machine, so the same script gives byte-identical files. A write that
/// fails is kept as ``failure`` (exit 74) and later writes are skipped.
@MainActor
final class HeadlessOutput {
    let depth: ColorDepth
    private let framesDirectory: String?
    private let svgDirectory: String?
    private let castPath: String?
    /// The cast goes to stdout (`--cast -`).
    private var castsToStandardOutput: Bool { castPath == "-" }
    private let showsStyles: Bool
    private var cast: AsciicastRecording?
    private(set) var failure: ExitError?

    init(options: Options) {
        depth = options.colorDepth ?? .xterm256
        framesDirectory = options.framesDirectory
        svgDirectory = options.svgDirectory
        castPath = options.castPath
        showsStyles = options.showsStyles
        cast = options.castPath.map { _ in AsciicastRecording(size: options.size, depth: depth) }
    }

    /// Makes the output folders and the cast file before anything runs, so a bad path fails fast.
    func prepare() throws(ExitError) {
        for directory in [framesDirectory, svgDirectory].compactMap({ $0 }) {
            do {
                try TextFile.makeDirectory(directory)
            } catch {
                throw ExitError(
                    code: ExitStatus.ioError, description: "cannot make folder '\(directory)': \(error.reason)")
            }
        }
        if let castPath, !castsToStandardOutput { write("", to: castPath) }
        if let failure { throw failure }
    }

    /// Hears every presented frame (for the cast).
    func present(_ frame: CellBuffer, at time: Duration) {
        cast?.record(frame, at: time)
    }

    /// A `snapshot NAME` line: `--- NAME` and the frame on stdout, or `NAME.txt`; and `NAME.svg`.
    func snapshot(_ name: String, _ frame: CellBuffer, at time: Duration) {
        cast?.mark(name, at: time)
        emit(name, frame, header: "--- \(name)\n")
    }

    /// The frame `--keys` ends on, printed bare (or written as `final.txt` / `final.svg`).
    func finalFrame(_ frame: CellBuffer) {
        emit("final", frame, header: "")
    }

    /// Writes the cast, if one was asked for.
    func finish() {
        guard let cast, let castPath else { return }
        if castsToStandardOutput {
            Console.output(cast.text, terminator: "")
        } else {
            write(cast.text, to: castPath)
        }
    }

    private func emit(_ name: String, _ frame: CellBuffer, header: String) {
        let text = StyleLayer.text(of: frame, styles: showsStyles ? depth : nil)
        if let framesDirectory {
            write(text + "\n", to: framesDirectory + "/" + name + ".txt")
        } else if !castsToStandardOutput {
            Console.output(header + text)
        }
        if let svgDirectory {
            write(SVGScreenshot.render(frame, depth: depth, title: name), to: svgDirectory + "/" + name + ".svg")
        }
    }

    private func write(_ text: String, to path: String) {
        guard failure == nil else { return }
        do {
            try TextFile.write(text, to: path)
        } catch {
            failure = ExitError(code: ExitStatus.ioError, description: "cannot write '\(path)': \(error.reason)")
        }
    }
}
