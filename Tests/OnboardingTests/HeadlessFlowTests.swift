import Foundation
import TermCore
import TermUI
import Testing

@testable import onboard

/// The demo app's flow played by key scripts, pinned as snapshot files with their style layer.
@MainActor
@Suite("Onboarding flow, headless snapshots")
struct HeadlessFlowTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path

    /// Runs `script` the way `onboard --headless --script` does and returns the snapshots by name.
    private func play(_ script: String, language: String = "C.UTF-8") throws -> [String: CellBuffer] {
        var options = Options()
        options.mode = .headless
        let session = try Session(options: options, environment: ["LANG": language, "ONBOARD_ASSETS": Self.assets])
        let backend = HeadlessBackend(size: options.size)
        let application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        // The flow swaps in the main menu; the window holds it only weakly, as the CLI's run does.
        let flow = session.start(on: application, usesUnicode: true, headless: true)
        var snapshots: [String: CellBuffer] = [:]
        let runner = ScriptRunner(application: application, backend: backend) { snapshots[$0] = $1 }
        try withExtendedLifetime(flow) { try runner.run(try KeyScript.parse(script, file: "flow.keys")) }
        return snapshots
    }

    @Test("The first page shows its title, and the style layer shows the first dot current")
    func firstPage() throws {
        let frame = try #require(try play("snapshot first")["first"])
        #expect(frame.text.contains("Welcome aboard"))
        assertSnapshot(frame, named: "onboarding-first-page")
    }

    @Test("The last page offers the share choice and the button; focus moves with tab")
    func lastPage() throws {
        let frames = try play("press end\nsnapshot last\npress tab\nsnapshot button")
        let last = try #require(frames["last"])
        let button = try #require(frames["button"])
        #expect(last.text == button.text)
        #expect(StyleLayer.render(last, depth: .xterm256) != StyleLayer.render(button, depth: .xterm256))
        assertSnapshot(last, named: "onboarding-last-page")
        assertSnapshot(button, named: "onboarding-last-page-button-focused")
    }

    @Test("Enter on the last page replaces the onboarding with the main menu")
    func mainMenu() throws {
        let frame = try #require(try play("press end enter\nsnapshot menu")["menu"])
        #expect(!frame.text.contains("Share with everyone"))
        assertSnapshot(frame, named: "main-menu")
    }

    @Test("In Chinese the last page keeps every wide glyph whole")
    func chineseLastPage() throws {
        let frame = try #require(try play("press end\nsnapshot zh", language: "zh_CN.UTF-8")["zh"])
        #expect(frame.text.contains("[x] 分享给大家"))
        assertSnapshot(frame, named: "onboarding-last-page-zh-hans")
    }
}
