import FlowSupport
import TermCore
import TestSupport
import Testing

@testable import Onboarding

/// The accessible mode's lines and keys, without a terminal.
@Suite("Accessible pager")
struct AccessiblePagerTests {
    static func pager(_ language: Language = .english, share: Bool = true) throws -> AccessiblePager {
        let manifest = try Fixtures.manifest(language)
        return AccessiblePager(
            pages: manifest.pages, strings: manifest.strings, appName: "mytool", version: "1.4.0",
            shareLabel: manifest.shareLabel, enterLabel: manifest.enterLabel, share: share)
    }

    @Test("Each page: heading, title, plain body with links as text (url), alt text, prompt")
    func pageLines() throws {
        var pager = try Self.pager()
        #expect(
            pager.start() == [
                "What's new in mytool 1.4.0 — page 1 of 4", "Welcome aboard",
                "Everything new in this version, one page at a time.", "Picture: A three-masted sailing ship on the waves",
                "Enter next page, b back, s skip, q quit",
            ])
        guard case .lines(let second) = pager.handle(KeyEvent(.enter)) else { Issue.record("no lines"); return }
        #expect(second.first == "What's new in mytool 1.4.0 — page 2 of 4")
        #expect(second.contains("• all the keys (https://example.org/onboard#keys)"))
        #expect(pager.handle(KeyEvent(.character("b"))) == .lines(pager.start()))
    }

    @Test("The last page asks the share question with the stored default, then how to enter")
    func lastPage() throws {
        var pager = try Self.pager(share: false)
        _ = pager.start()
        for _ in 0..<2 { _ = pager.handle(KeyEvent(.enter)) }
        guard case .lines(let last) = pager.handle(KeyEvent(.enter)) else { Issue.record("no lines"); return }
        #expect(last.last == "Share with everyone? [y/N]")
        #expect(pager.handle(KeyEvent(.character("y"))) == .lines(["Enter: Enter app, b back, s skip, q quit"]))
        #expect(pager.handle(KeyEvent(.enter)) == .ended(OnboardingResult(outcome: .finished, share: true)))
    }

    @Test("Esc and s skip, q quits, Ctrl-C quits as an interrupt; other keys repeat the prompt")
    func endings() throws {
        var pager = try Self.pager()
        _ = pager.start()
        #expect(pager.handle(KeyEvent(.escape)) == .ended(OnboardingResult(outcome: .skipped, share: true)))
        #expect(pager.handle(KeyEvent(.character("s"))) == .ended(OnboardingResult(outcome: .skipped, share: true)))
        #expect(pager.handle(KeyEvent(.character("q"))) == .quit(interrupted: false))
        #expect(pager.handle(KeyEvent(.character("c"), modifiers: .control)) == .quit(interrupted: true))
        #expect(pager.handle(KeyEvent(.character("x"))) == .lines(["Enter next page, b back, s skip, q quit"]))
    }

    @Test("The prompts speak German under de")
    func german() throws {
        var pager = try Self.pager(.german)
        let lines = pager.start()
        #expect(lines.first == "Neu in mytool 1.4.0 — Seite 1 von 4")
        #expect(lines.last == "Enter nächste Seite, b zurück, s überspringen, q beenden")
    }

    @Test("A page's alt field is its picture's words; control characters never pass")
    func altText() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json": #"""
            {"pages": [{"art": "a.txt", "title": "T", "body": "B", "alt": {"en": "A red\u001b[31m door", "de": "Eine Tür"}}],
             "labels": {"share": "S", "enter": "E"}}
            """#,
            "a.txt": "x",
        ])
        let manifest = try ManifestLoader.load(from: folder, language: .german)
        #expect(manifest.pages[0].alt == "Eine Tür")
        let english = try ManifestLoader.load(from: folder, language: .english)
        var pager = AccessiblePager(
            pages: english.pages, strings: english.strings, appName: "a", version: "1.0.0", shareLabel: "S",
            enterLabel: "E", share: true)
        let lines = pager.start()
        #expect(lines.contains("Picture: A red␛[31m door"))
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B } })
    }
}
