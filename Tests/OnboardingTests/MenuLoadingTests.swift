import Dispatch
import Foundation
import JSON
import OnboardKit
import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens

/// Content whose posts wait until the test opens a gate, and whose files can be made to fail.
final class StagedContent: MenuContentSource {
    let assets = AssetMenuContent(assets: Fixtures.assets)
    let gate = DispatchSemaphore(value: 0)
    let failingFile: String?

    init(failingFile: String? = nil) {
        self.failingFile = failingFile
    }

    private func check(_ file: String) throws(AssetError) {
        if file == failingFile { throw AssetError(file: "/somewhere/menu/\(file)", message: "file not found") }
    }

    func posts() throws(AssetError) -> JSONList<Post> {
        gate.wait()
        try check("posts.json")
        return try assets.posts()
    }

    func people() throws(AssetError) -> [String: Result<Person, AssetError>] {
        try check("people.json")
        return try assets.people()
    }

    func conversations() throws(AssetError) -> JSONList<Conversation> {
        try check("conversations.json")
        return try assets.conversations()
    }

    func topics() throws(AssetError) -> JSONList<Topic> { try assets.topics() }
    func profile() throws(AssetError) -> Profile { try assets.profile() }
}

@Suite("Background loading of the menu's content")
@MainActor
struct MenuLoadingTests {
    @Test("Home shows Loading… until both of its sources have arrived")
    func loadingUntilBoth() {
        let content = StagedContent()
        let app = FlowHarness.demo(menuOver: content)
        app.application.runPending()
        #expect(app.lines[1] == "› Loading…")
        #expect(!app.screen.text.contains("Lina Park"))
        content.gate.signal()
        app.application.settle()
        #expect(app.lines[1].hasPrefix("› Lina Park @lina"))
    }

    @Test("A source that fails shows an error row naming the file, not a crash")
    func failureRow() {
        let content = StagedContent(failingFile: "people.json")
        content.gate.signal()
        let app = FlowHarness.demo(menuOver: content)
        app.play("press enter")
        #expect(app.lines[1] == "› Couldn't load: people.json: file not found")
        #expect(app.tabs?.selectedViewController?.children.count == 1)
    }

    @Test("A file with a wrong field shows the file and the field in the error row")
    func brokenFile() {
        let directory = Fixtures.assetsFolder([
            "menu/posts.json": #"[{"author": 3, "time": "1m", "text": "hi"}]"#, "menu/people.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = FlowHarness.demo(menuOver: AssetMenuContent(assets: directory))
        app.play(
            """
            expect "Couldn't load: posts.json: [0].author: expected text"
            press 2
            expect "Couldn't load: conversations.json: file not found"
            """)
    }

    @Test("One bad record in people.json costs only its author's posts: a row saying why")
    func badPersonRecord() {
        let directory = Fixtures.assetsFolder([
            "menu/posts.json": #"[{"author": "ann", "time": "1m", "text": "first"}, "#
                + #"{"author": "bob", "time": "2m", "text": "second"}, {"author": "cy", "time": "3m", "text": "third"}]"#,
            "menu/people.json": #"{"ann": {"name": "Ann Lee"}, "bob": {"name": 7}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = FlowHarness.demo(menuOver: AssetMenuContent(assets: directory))
        app.play(#"expect "Ann Lee @ann""#)
        let lines = app.lines
        #expect(lines[1].hasPrefix("› Ann Lee @ann"))
        #expect(lines[2].hasPrefix("  first"))
        #expect(lines.contains { $0.contains("Couldn't load: people.json: bob.name: expected text") })
        #expect(lines.contains { $0.hasPrefix("  cy @cy") }, "an author missing from the file shows the handle")
        #expect(!lines.joined().contains("second"))
    }
}

extension FlowHarness {
    /// The demo menu over `content` straight away, with no onboarding.
    static func demo(menuOver content: any MenuContentSource, size: Size = Size(width: 80, height: 24)) -> FlowHarness {
        let menu = MainScreen { flow in
            DemoMenu.make(flow: flow, assets: Fixtures.assets, language: .english, content: content)
        }
        let manifest = Manifest(pages: [], shareLabel: "", enterLabel: "")
        let whatsNew = WhatsNew(
            manifest: manifest, appID: "onboard-demo", version: SemanticVersion("2.1.0")!,
            environment: ["LANG": "C.UTF-8"])  // a UTF-8 locale: the menu draws its Unicode glyphs
        return FlowHarness(app: whatsNew.headless(size: size, mainScreen: menu))
    }
}
