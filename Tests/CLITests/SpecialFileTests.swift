import Foundation
import TestSupport
import Testing

/// Files that are not regular files never hang a run.
@Suite("Special files in an assets folder")
struct SpecialFileTests {
    @Test("A FIFO nobody writes to, as art or manifest, reads as empty instead of waiting forever")
    func fifo() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json":
                #"{"pages":[{"art":"art/pipe.txt","title":"T","body":"B"}],"labels":{"share":"S","enter":"E"}}"#
        ])
        try FileManager.default.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/art/pipe.txt", 0o600) == 0)
        let art = try plainPages(folder)
        #expect(art.status == 0)
        #expect(art.stdout.contains("T"))
        try FileManager.default.removeItem(atPath: folder + "/manifest.json")
        #expect(mkfifo(folder + "/manifest.json", 0o600) == 0)
        let manifest = try plainPages(folder)
        #expect(manifest.status == 65)
        #expect(manifest.stderr.hasSuffix("manifest.json: not valid JSON (line 1)\n"))
    }

    /// `onboard --plain` on `folder`, stopped by `timeout` after 10 s (status 124) if it hangs.
    private func plainPages(_ folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            ["/usr/bin/timeout", "10", OnboardBinary.debug, "--plain", "--assets", folder],
            environment: OnboardBinary.environment())
    }
}
