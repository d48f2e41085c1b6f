import Foundation
import TestSupport
import Testing

@Suite("Deterministic output")
struct DeterminismTests {
    /// A tour with animation on the virtual clock, a resize and every export.
    static let script = """
        snapshot first
        press right
        wait 100ms
        snapshot sliding
        wait 1s
        snapshot second
        press end
        wait 1s
        snapshot last
        resize 100x30
        press enter
        wait 200ms
        snapshot menu
        """

    /// FNV-1a, 64 bits: enough to tell two files apart in a test.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }

    /// Hashes of stdout, the cast and each SVG from one run, in separate processes each time.
    private func run() throws -> [String: String] {
        let directory = try TemporaryFolder(prefix: "determinism")
        defer { directory.remove() }
        let arguments = [
            "--animate", "--styles", "--script", "-", "--cast", directory.path + "/run.cast", "--svg",
            directory.path + "/svg",
        ]
        let result = try OnboardBinary.headless(arguments, stdin: Self.script, language: "zh_CN.UTF-8")
        #expect(result.status == 0, "stderr: \(result.stderr)")
        var hashes = ["stdout": Self.hash(Data(result.stdout.utf8))]
        hashes["run.cast"] = Self.hash(try Data(contentsOf: URL(fileURLWithPath: directory.path + "/run.cast")))
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path + "/svg") {
            hashes[file] = Self.hash(try Data(contentsOf: URL(fileURLWithPath: directory.path + "/svg/" + file)))
        }
        return hashes
    }

    @Test("The same script run three times gives identical stdout, .cast and .svg files")
    func identicalRuns() throws {
        let runs = try (1...3).map { _ in try run() }
        #expect(runs[0].count == 7)
        #expect(runs[1] == runs[0])
        #expect(runs[2] == runs[0])
    }

    @Test("The animation's frames are in the cast, at their virtual times")
    func animationFrames() throws {
        let directory = try TemporaryFolder(prefix: "animation")
        defer { directory.remove() }
        let cast = directory.path + "/run.cast"
        let result = try OnboardBinary.headless(["--animate", "--script", "-", "--cast", cast], stdin: Self.script)
        #expect(result.status == 0)
        let frames = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(#", "o", "#) }
        let times = Set(frames.map { $0.prefix { $0 != "," } })
        #expect(frames.count > 6, "a slide should present several frames")
        #expect(times.count > 3, "frames should be spread over virtual time")
    }
}
