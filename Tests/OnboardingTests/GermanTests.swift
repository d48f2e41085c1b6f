import FlowSupport
import TermCore
import TestSupport
import Testing

@testable import Onboarding

/// The demo's third language, and Onboard's own words in every shipped language.
@Suite("German and built-in strings")
@MainActor
struct GermanTests {
    @Test("Under de_DE the demo's pages, labels and dots are German")
    func germanPages() throws {
        let app = FlowHarness.demo(language: "de_DE.UTF-8")
        #expect(app.screen.text.contains("Willkommen an Bord"))
        assertSnapshot(app.screen, named: "onboarding-first-page-de")
        app.play("press end")
        #expect(app.screen.text.contains("[x] Mit allen teilen"))
        #expect(app.screen.text.contains("[ App öffnen ]"))
        assertSnapshot(app.screen, named: "onboarding-last-page-de")
    }

    @Test("de_AT falls back to the demo's German")
    func austrianGerman() {
        #expect(FlowHarness.demo(language: "de_AT.UTF-8").screen.text.contains("Willkommen an Bord"))
    }

    @Test("The too-small notice speaks German")
    func tooSmallInGerman() {
        let app = FlowHarness.demo(size: Size(width: 39, height: 10), language: "de_DE.UTF-8")
        #expect(app.frame.text.contains("Terminal zu klein — mindestens 40×10"))
        #expect(app.frame.text.contains("jetzt 39×10"))
    }

    @Test("The more hint speaks German")
    func moreHintInGerman() throws {
        let app = FlowHarness.demo(size: Size(width: 40, height: 10), language: "de_DE.UTF-8")
        try app.press("right")
        #expect(app.frame.text.contains("↓ mehr ("), "\(app.frame.text)")
        try app.press("down*20")
        #expect(app.frame.text.contains("↑ mehr darüber"), "\(app.frame.text)")
    }

    @Test("Every built-in string ships in en, de, zh-Hans and zh-Hant; other languages get English")
    func shipped() {
        for key in BuiltInText.allCases {
            for tag in ["en", "de", "zh-Hans", "zh-Hant"] {
                #expect(!(key.shipped[tag] ?? "").isEmpty, "\(key) in \(tag)")
            }
        }
        let french = BuiltInStrings(language: Language(["fr-FR"]))
        #expect(french[.tooSmall] == "Terminal too small — need {size}")
        let german = BuiltInStrings(language: Language(["de-CH"]))
        #expect(german.interfaceWords.moreHint(below: 3, glyphs: .unicode) == "↓ mehr (3 Zeilen)")
        #expect(german.interfaceWords.moreHint(below: 1, glyphs: .ascii) == "v mehr (1 Zeile)")
    }

    static func manifest(strings: String) -> String {
        Fixtures.assetsFolder([
            "manifest.json": #"""
            {"pages": [{"art": "a.txt", "title": "T", "body": "B"}], "labels": {"share": "S", "enter": "E"},
             "strings": \#(strings)}
            """#,
            "a.txt": "x",
        ])
    }

    @Test("A manifest's strings replace the built-in ones language by language")
    func overrides() throws {
        let folder = Self.manifest(strings: #"{"tooSmall": {"de": "Zu eng: {size}"}, "moreLines": "{count} more"}"#)
        let german = try ManifestLoader.load(from: folder, language: .german)
        #expect(german.strings[.tooSmall] == "Zu eng: {size}")
        #expect(german.strings[.moreLines] == "mehr ({count} Zeilen)")  // only English given: German kept
        let english = try ManifestLoader.load(from: folder, language: .english)
        #expect(english.strings[.tooSmall] == "Terminal too small — need {size}")
        #expect(english.strings[.moreLines] == "{count} more")
        let words = german.strings.interfaceWords
        #expect(
            words.tooSmallLines(minimum: Size(width: 40, height: 10), size: Size(width: 30, height: 8), glyphs: .ascii)
                == ("Zu eng: 40x10", "jetzt 30x8"))
    }

    @Test("An unknown string name is a one-line error naming it")
    func unknownString() {
        let folder = Self.manifest(strings: #"{"tooBig": "x"}"#)
        #expect {
            try ManifestLoader.load(from: folder, language: .english)
        } throws: { error in
            let text = (error as? AssetError)?.description ?? ""
            return text.hasPrefix("\(folder)/manifest.json: strings.tooBig: unknown (use moreLines, ")
        }
    }
}
