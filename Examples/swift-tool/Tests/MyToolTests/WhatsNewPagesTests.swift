import Foundation
import OnboardKit
import Testing

/// mytool's own CI check of its pages: the front door's headless form, no terminal needed.
@MainActor
@Suite("mytool's what's-new pages")
struct WhatsNewPagesTests {
    /// The package folder, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("Both pages show, the last one ends with Enter, and the first matches its snapshot")
    func pages() throws {
        let whatsNew = try WhatsNew(
            assets: Self.root + "/../onboarding", appID: "mytool", version: "1.4.0", environment: ["LANG": "C.UTF-8"])
        let result = try whatsNew.presentHeadless(
            size: Size(width: 60, height: 18), script: "snapshot first\npress right\nexpect \"Twice as fast\"\npress enter")
        #expect(result.failure?.message == nil)
        #expect(result.outcome == .finished(share: true))
        let text = StyleLayer.text(of: result.snapshots[0].frame, styles: .xterm256) + "\n"
        let path = Self.root + "/Tests/MyToolTests/__Snapshots__/first-page.txt"
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test("A version already seen shows nothing")
    func seen() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("mytool-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try #"{"lastVersion":"1.4.0"}"#.write(toFile: state + "/state.json", atomically: true, encoding: .utf8)
        var whatsNew = try WhatsNew(assets: Self.root + "/../onboarding", appID: "mytool", version: "1.4.0")
        whatsNew.stateDirectory = state
        #expect(try whatsNew.presentHeadless(script: "").outcome == .notShown(.upToDate))
    }
}
