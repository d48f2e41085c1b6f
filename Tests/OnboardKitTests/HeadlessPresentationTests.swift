import FlowSupport
import OnboardKit
import TermCore
import TestSupport
import Testing

/// The headless form of the front door, as an adopter's CI would use it.
@MainActor
@Suite("Front door: headless presentation")
struct HeadlessPresentationTests {
    @Test("Pages built in code show without any file; Enter finishes with the share choice")
    func pagesInCode() throws {
        let pages = [
            FeaturePage(art: ["*"], title: "Faster sync", body: "Twice as fast."),
            FeaturePage(art: ["+"], title: "Dark mode", body: "Easy on the eyes."),
        ]
        let whatsNew = try WhatsNew(
            pages: pages, appID: "codepages", version: "1.4.0", environment: ["LANG": "C.UTF-8"])
        let result = try whatsNew.presentHeadless(
            size: Size(width: 60, height: 16), script: "snapshot first\npress end tab space tab\nsnapshot last\npress enter"
        )
        #expect(result.snapshots.map(\.name) == ["first", "last"])
        assertSnapshot(result.snapshots[0].frame, named: "code-pages-first")
        assertSnapshot(result.snapshots[1].frame, named: "code-pages-last")
        #expect(result.outcome == .finished(share: false))
        #expect(result.failure?.message == nil)
    }

    @Test("Esc skips, q quits, and nothing due is not shown: no screen is drawn")
    func outcomes() throws {
        let whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "outcomes", version: "2.1.0", environment: [:])
        #expect(try whatsNew.presentHeadless(script: "press right esc").outcome == .skipped(share: true))
        #expect(try whatsNew.presentHeadless(script: "press right q").outcome == .quit(signal: nil))
        let folder = try TemporaryFolder(prefix: "outcomes")
        try folder.write(#"{"lastVersion":"2.1.0"}"#, to: "state.json")
        var seen = whatsNew
        seen.stateDirectory = folder.path
        let result = try seen.presentHeadless(script: "expect \"Welcome\"")
        #expect(result.outcome == .notShown(.upToDate))
        #expect(result.failure?.message == nil, "a presentation that is not shown plays no script")
        #expect(result.finalFrame.text.allSatisfy { $0 == " " || $0 == "\n" }, "nothing is drawn")
    }

    @Test("Finishing with a state folder records the version, so the next launch is not shown")
    func records() throws {
        let folder = try TemporaryFolder(prefix: "records")
        var whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "records", version: "2.1.0", environment: [:])
        whatsNew.stateDirectory = folder.path
        #expect(try whatsNew.presentHeadless(script: "press end enter").outcome == .finished(share: true))
        #expect(folder.read("state.json")?.contains(#""lastVersion" : "2.1.0""#) == true)
        #expect(whatsNew.headless().decision.reason == .upToDate)
        whatsNew.version = SemanticVersion("2.1.1")!
        #expect(whatsNew.headless().decision.reason == .upToDate, "a patch release brings no page of its own")
        #expect(try whatsNew.presentHeadless(script: "").outcome == .notShown(.upToDate))
        #expect(folder.read("state.json")?.contains(#""lastVersion" : "2.1.1""#) == true)
    }

    @Test("A main screen replaces the pages after Enter, and the onboarding is released")
    func mainScreen() throws {
        let whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "main", version: "2.1.0", environment: [:])
        let app = whatsNew.headless(size: Size(width: 80, height: 24), mainScreen: FlowHarness.standInMenu)
        weak let onboarding = app.application.window.rootViewController
        try app.press("end enter")
        #expect(onboarding == nil)
        #expect(app.frame.text.contains("Messages"))
        #expect(app.outcome == .finished(share: true))
    }
}
