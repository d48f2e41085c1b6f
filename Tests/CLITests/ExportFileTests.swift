import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The files a CI run leaves behind, read by the tools a reviewer would use.
@Suite("Exported files")
struct ExportFileTests {
    static let script = """
        snapshot first
        press end
        wait 300ms
        snapshot last
        resize 100x30
        snapshot resized
        press enter
        snapshot menu
        """

    /// Runs the script in Chinese with every export into a fresh folder.
    private func export(_ extra: [String] = []) throws -> (ProcessOutput, TemporaryFolder) {
        let directory = try TemporaryFolder(prefix: "export")
        let arguments =
            ["--script", "-", "--cast", directory.path + "/run.cast", "--svg", directory.path + "/svg"] + extra
        return (try OnboardBinary.headless(arguments, stdin: Self.script, language: "zh_CN.UTF-8"), directory)
    }

    @Test("The cast is JSON lines: a version 2 header, then time-ordered output, resize and marker events")
    func castParses() throws {
        let (result, directory) = try export()
        defer { directory.remove() }
        #expect(result.status == 0)
        let lines = try String(contentsOfFile: directory.path + "/run.cast", encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 80)
        #expect(header["height"] as? Int == 24)
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        var times: [Double] = []
        var codes: [String] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3)
            times.append(try #require(event[0] as? Double))
            codes.append(try #require(event[1] as? String))
            #expect(event[2] is String)
            if codes.last == "r" { #expect(event[2] as? String == "100x30") }
        }
        #expect(times == times.sorted())
        #expect(times.last == 0.3)
        #expect(codes.first == "o")
        #expect(codes.filter { $0 == "r" }.count == 1)
        #expect(codes.filter { $0 == "m" }.count == 4)
    }

    @Test("--cast - writes the same cast to stdout, alone, and makes no file named '-'")
    func castToStandardOutput() throws {
        let (fileRun, directory) = try export()
        defer { directory.remove() }
        let file = try String(contentsOfFile: directory.path + "/run.cast", encoding: .utf8)
        let piped = try OnboardBinary.headless(
            ["--script", "-", "--cast", "-"], stdin: Self.script, language: "zh_CN.UTF-8")
        #expect(fileRun.status == 0)
        #expect(piped.status == 0)
        #expect(piped.stdout == file, "stdout holds the cast and nothing else (no '--- first' frames)")
        #expect(file.hasSuffix(#"[0.3, "o", "\u001b[0m\u001b[?25h"]"# + "\n"), "the cast shows the cursor again")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
    }

    @Test("Each snapshot is a well-formed SVG, and 分享给大家 spans ten cells")
    func svgIsWellFormed() throws {
        let (result, directory) = try export()
        defer { directory.remove() }
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/svg").sorted()
        #expect(files == ["first.svg", "last.svg", "menu.svg", "resized.svg"])
        for file in files {
            let reader = SVGReader()
            #expect(try reader.read(directory.path + "/svg/" + file), "\(file) is not well-formed XML")
        }
        let reader = SVGReader()
        _ = try reader.read(directory.path + "/svg/last.svg")
        #expect(reader.rootWidth == "824")
        let share = try #require(reader.texts.first { $0.map(\.text).joined() == "分享给大家" })
        let columns = share.compactMap { Int($0.x) }.map { $0 / 10 }
        // Each glyph is centred on its two cells: centres 1 cell in, 2 cells apart, 10 cells in all.
        #expect(columns.count == 5)
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $1 - $0 == 2 })
        #expect((columns.last ?? 0) + 1 - ((columns.first ?? 0) - 1) == 10)
    }

    @Test("--frames writes the text stdout would show, style layer included, one file per snapshot")
    func framesMatchStdout() throws {
        let (printed, first) = try export(["--styles"])
        defer { first.remove() }
        let frames = first.path + "/frames"
        let (written, second) = try export(["--styles", "--frames", frames])
        defer { second.remove() }
        #expect(written.stdout.isEmpty)
        let sections = printed.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .split { $0.hasPrefix("--- ") }
            .map { $0.joined(separator: "\n") }
        let names = ["first", "last", "resized", "menu"]
        #expect(sections.count == names.count)
        for (name, section) in zip(names, sections) {
            let file = try String(contentsOfFile: frames + "/" + name + ".txt", encoding: .utf8)
            #expect(file == section + (section.hasSuffix("\n") ? "" : "\n"), "\(name).txt differs from stdout")
            #expect(file.contains("~~~ styles (colour depth 256)"))
        }
    }
}

/// Reads an SVG with Foundation's XML parser, keeping each `<text>` as its pieces.
private final class SVGReader: NSObject, XMLParserDelegate {
    /// Each `<text>`: its pieces of text with the `x` they are placed at.
    var texts: [[(x: String, text: String)]] = []
    var rootWidth: String?
    private var x = ""
    private var isInText = false

    func read(_ path: String) throws -> Bool {
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.delegate = self
        return parser.parse()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "svg": rootWidth = attributes["width"]
        case "text":
            texts.append([])
            isInText = true
            x = attributes["x"] ?? ""
        case "tspan": x = attributes["x"] ?? ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { isInText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard isInText else { return }
        texts[texts.count - 1].append((x, string))
    }
}
