import Foundation
import TermCore
import TermUI
import TestSupport
import Testing

@testable import Onboarding

/// `layout.orientation: vertical` with `direction: rtl` pages bottom-to-top, the way a
/// horizontal right-to-left layout mirrors left and right.
@Suite("Bottom-to-top paging")
@MainActor
struct BottomToTopTests {
    @Test("The manifest's vertical rtl layout pages forward with up and back with down")
    func upPagesForward() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json": """
            {"layout": {"orientation": "vertical", "direction": "rtl"},
             "pages": [{"art": "a.txt", "title": {"en": "One"}, "body": {"en": ""}}, {"art": "a.txt", "title": {"en": "Two"}, "body": {"en": ""}},
                       {"art": "a.txt", "title": {"en": "Three"}, "body": {"en": ""}}],
             "labels": {"share": {"en": "Share"}, "enter": {"en": "Enter"}}}
            """,
            "a.txt": "*",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try ManifestLoader.load(from: folder, language: .english)
        let backend = HeadlessBackend(size: Size(width: 60, height: 20))
        let application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        let onboarding = OnboardingViewController(
            pages: manifest.pages, shareLabel: "Share", enterLabel: "Enter", layout: manifest.layout)
        application.window.rootViewController = onboarding
        application.handle(.key(KeyEvent(.up)))
        #expect(onboarding.currentPage == 1)
        application.handle(.key(KeyEvent(.up)))
        application.handle(.key(KeyEvent(.down)))
        #expect(onboarding.currentPage == 1)
        application.handle(.key(KeyEvent(.down)))
        application.handle(.key(KeyEvent(.down)))
        #expect(onboarding.currentPage == 0)
    }
}
