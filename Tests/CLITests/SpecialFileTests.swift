import Foundation
import TestSupport
import Testing

/// Assets are regular files; `--script -` and `--changelog` still read a pipe.
///
/// A FIFO, a device, a folder or a symlink to one is refused with one line naming it (exit 65)
/// instead of hanging the start or reading a device. The two inputs that are streams by nature
/// still read a pipe.
@Suite("Special files in an assets folder")
struct SpecialFileTests {
    private static let manifest =
        #"{"pages":[{"art":"art/a.txt","title":"T","body":"B","image":"pic.png"}],"labels":{"share":"S","enter":"E"}}"#

    /// An assets folder whose art and picture are plain files, for one of them to be replaced.
    private func folder() throws -> String {
        let folder = Fixtures.assetsFolder(["manifest.json": Self.manifest, "art/a.txt": "ART\n"])
        try FileManager.default.copyItem(
            atPath: OnboardBinary.assets + "/pictures/door.png", toPath: folder + "/pic.png")
        return folder
    }

    @Test(
        "A FIFO, a device, a folder or a symlink to one as art, picture or manifest: one line naming it, exit 65",
        arguments: [
            ("art/a.txt", "fifo"), ("art/a.txt", "/dev/null"), ("art/a.txt", "/dev/zero"), ("art/a.txt", "folder"),
            ("art/a.txt", "fifo-link"), ("pic.png", "fifo"), ("pic.png", "/dev/null"), ("manifest.json", "fifo"),
            ("manifest.json", "/dev/null"), ("manifest.json", "fifo-link"),
        ])
    func refused(file: String, kind: String) throws {
        let folder = try folder()
        let path = folder + "/" + file
        try FileManager.default.removeItem(atPath: path)
        switch kind {
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "fifo-link":
            #expect(mkfifo(folder + "/elsewhere", 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/elsewhere")
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: kind)
        }
        let started = ContinuousClock.now
        let result = try plainPages(folder)
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr == "onboard: \(path): not a regular file\n")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("--script - reads a pipe, and --changelog reads a pipe (/dev/stdin) and a FIFO with a writer")
    func pipesStillRead() throws {
        let script = try Subprocess.run(
            [
                "/bin/sh", "-c", "printf 'press end\\nexpect \"Enter app\"\\n' | \"$0\" --headless --script -",
                OnboardBinary.debug,
            ],
            environment: OnboardBinary.environment())
        #expect(script.status == 0)
        #expect(script.stderr == "")
        let changelog = "## [1.2.0] - 2026-01-02\n- Piped notes\n"
        let piped = try Subprocess.run(
            ["/bin/sh", "-c", "printf '\(changelog)' | \"$0\" --plain --changelog /dev/stdin", OnboardBinary.debug],
            environment: OnboardBinary.environment())
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("Piped notes"))
        let home = try TemporaryFolder(prefix: "fifo-changelog")
        #expect(mkfifo(home.path + "/CHANGELOG.md", 0o600) == 0)
        let fifo = try Subprocess.run(
            [
                "/bin/sh", "-c",
                "printf '\(changelog)' > \"$1/CHANGELOG.md\" & \"$0\" --plain --changelog \"$1/CHANGELOG.md\"",
                OnboardBinary.debug, home.path,
            ],
            environment: OnboardBinary.environment())
        #expect(fifo.status == 0)
        #expect(fifo.stdout.contains("Piped notes"))
    }

    @Test("A changelog that is a device or a folder is refused like an asset")
    func changelogDevice() throws {
        for path in ["/dev/zero", "/tmp"] {
            let result = try Subprocess.run(
                ["/usr/bin/timeout", "10", OnboardBinary.debug, "--plain", "--changelog", path],
                environment: OnboardBinary.environment())
            #expect(result.status == 65)
            #expect(result.stderr == "onboard: \(path): not a regular file\n")
        }
    }

    /// `onboard --plain` on `folder`, stopped by `timeout` after 10 s (status 124) if it hangs.
    private func plainPages(_ folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            ["/usr/bin/timeout", "10", OnboardBinary.debug, "--plain", "--assets", folder],
            environment: OnboardBinary.environment())
    }
}
