import Foundation
import JSON
import Onboarding
import Synchronization
import TermCore
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens
@testable import TermUI

/// The tabs read ahead, and long lists make only the rows they show.
@Suite("Menu content read ahead, rows made when shown")
@MainActor
struct MenuReadAheadTests {
    /// The bundled content, counting which files were read.
    final class CountingContent: MenuContentSource, @unchecked Sendable {
        let assets = AssetMenuContent(assets: Fixtures.assets)
        let reads = Mutex<[String]>([])

        private func read<Value>(_ name: String, _ body: () throws(AssetError) -> Value) throws(AssetError) -> Value {
            reads.withLock { $0.append(name) }
            return try body()
        }

        func posts() throws(AssetError) -> JSONList<Post> {
            try read("posts") { () throws(AssetError) in try assets.posts() }
        }
        func people() throws(AssetError) -> [String: Result<Person, AssetError>] {
            try read("people") { () throws(AssetError) in try assets.people() }
        }
        func conversations() throws(AssetError) -> JSONList<Conversation> {
            try read("conversations") { () throws(AssetError) in try assets.conversations() }
        }
        func topics() throws(AssetError) -> JSONList<Topic> {
            try read("topics") { () throws(AssetError) in try assets.topics() }
        }
        func profile() throws(AssetError) -> Profile {
            try read("profile") { () throws(AssetError) in try assets.profile() }
        }
    }

    @Test(
        "Once the first tab's content is in, the others are read, and a tab shows its rows in the frame that shows it")
    func readAhead() {
        let content = CountingContent()
        let app = FlowHarness.demo(menuOver: content)
        app.application.settle()
        #expect(app.lines[1].hasPrefix("› Lina Park @lina"))
        #expect(Set(content.reads.withLock { $0 }) == ["posts", "people", "conversations", "topics", "profile"])
        app.application.handle(.key(KeyEvent(.character("2"))))
        app.application.runPending()  // no settle: nothing may wait for a background queue
        #expect(app.lines[1].hasPrefix("› Lina Park"), "Messages still said Loading…: \(app.lines[1])")
        #expect(!app.screen.text.contains("Loading…"))
    }

    @Test("Content read while the pages show leaves no job for the UI loop: no wake-up, no frame drawn again")
    func readAheadStaysQuiet() {
        let app = FlowHarness.demo()
        app.application.handle(.key(KeyEvent(.right)))  // the first key starts the reading
        app.application.runPending()
        let mailbox = app.application.mailbox
        while !mailbox.isIdle, !mailbox.hasJobs { mailbox.waitForActivity() }
        #expect(!mailbox.hasJobs, "a read-ahead nobody waits for woke the UI loop")
        #expect(app.lines.joined().contains("Flip with the arrow keys"), "the pages moved on")
    }

    @Test("From the first key on the pages, Home is read, so Enter app draws its rows in the first frame")
    func readWhilePagesShow() throws {
        let app = FlowHarness.demo()
        try app.press("end")
        app.application.handle(.key(KeyEvent(.enter)))
        app.application.runPending()  // no settle: the first frame after Enter app
        #expect(app.lines[1].hasPrefix("› Lina Park @lina"), "Home said: \(app.lines[1])")
        #expect(!app.screen.text.contains("Loading…"))
    }

    @Test("Every tab's screen is released with the menu, once its rows (made later) are showing")
    func released() {
        weak var home: ViewController?
        weak var messages: ViewController?
        weak var discover: ViewController?
        do {
            let app = FlowHarness.demo(menuOver: CountingContent())
            app.play("press 2\npress 3\npress 1")
            let roots =
                app.tabs?.viewControllers.compactMap { ($0 as? NavigationController)?.viewControllers.first } ?? []
            #expect(roots.count == 4)
            (home, messages, discover) = (roots[0], roots[1], roots[2])
            #expect(home != nil && messages != nil && discover != nil)
            app.application.window.rootViewController = ViewController()
        }
        #expect(home == nil, "Home is still alive")
        #expect(messages == nil, "Messages is still alive: its rows hold it")
        #expect(discover == nil, "Discover is still alive: its rows hold it")
    }

    @Test("A list of many rows makes only those on screen; a broken element is one error row")
    func rowsWhenShown() {
        let good = (1...5000).map { #"{"author": "lina", "time": "1m", "text": "post \#($0)"}"# }
        var posts = good
        posts[1] = #"{"author": "lina", "time": "1m", "text": 7}"#
        let directory = Fixtures.assetsFolder([
            "menu/posts.json": "[" + posts.joined(separator: ",\n") + "]",
            "menu/people.json": #"{"lina": {"name": "Lina Park"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = FlowHarness.demo(menuOver: AssetMenuContent(assets: directory))
        app.play(
            """
            expect "post 1"
            expect "Couldn't load: posts.json: [1].text: expected text"
            expect "post 3"
            press end
            expect "post 5000"
            """)
    }
}
