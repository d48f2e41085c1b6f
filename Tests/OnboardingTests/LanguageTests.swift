import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Which language a person sees: the locale environment, the fallbacks, the manifest's default.
@Suite("Language")
struct LanguageTests {
    /// The tag chosen among `available` (in the file's order) under `environment`.
    static func chosen(_ environment: [String: String], _ available: [String], default tag: String? = nil) -> String? {
        var language = Language.resolve(environment: environment)
        language.defaultLanguage = tag
        return language.choose(from: available).map { available[$0] }
    }

    static let demo = ["en", "zh-Hans", "zh-Hant"]

    @Test(
        "The locale environment picks the demo's language, LC_ALL first",
        arguments: [
            (["LANG": "zh_CN.UTF-8"], "zh-Hans"), (["LANG": "zh_TW.UTF-8"], "zh-Hant"),
            (["LANG": "zh_HK.UTF-8"], "zh-Hant"), (["LANG": "zh_MO.UTF-8"], "zh-Hant"),
            (["LANG": "en_US.UTF-8"], "en"), ([:], "en"),
            (["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], "en"),
            (["LC_MESSAGES": "zh_TW", "LANG": "en"], "zh-Hant"),
            (["LANG": "zh_Hant_TW.UTF-8"], "zh-Hant"), (["LANG": "zh"], "zh-Hans"),
            (["LC_ALL": "", "LANG": "zh_SG.UTF-8"], "zh-Hans"),
        ])
    func demoLanguages(environment: [String: String], expected: String) {
        #expect(Self.chosen(environment, Self.demo) == expected)
    }

    @Test(
        "Any BCP 47 tag: a region falls back to its language, then English",
        arguments: [
            (["LANG": "de_DE.UTF-8"], ["en", "de", "pt-BR"], "de"),
            (["LANG": "de_AT.UTF-8"], ["en", "de", "pt-BR"], "de"),
            (["LANG": "de_AT.UTF-8"], ["en", "de", "de-AT"], "de-AT"),
            (["LANG": "pt_BR.UTF-8"], ["en", "pt", "pt-BR"], "pt-BR"),
            (["LANG": "pt_PT.UTF-8"], ["en", "pt", "pt-BR"], "pt"),
            (["LANG": "fr_FR.UTF-8"], ["en", "de", "pt-BR"], "en"),
            (["LANG": "de_DE.UTF-8"], ["en", "DE"], "DE"),
            (["LANG": "pt_BR.UTF-8"], ["en", "pt_br"], "pt_br"),
        ])
    func regionFallsBack(environment: [String: String], available: [String], expected: String) {
        #expect(Self.chosen(environment, available) == expected)
    }

    @Test(
        "LANGUAGE is a colon list read before the locale, and ignored under C or POSIX",
        arguments: [
            (["LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"], "de"),
            (["LANGUAGE": "pt_BR:fr", "LANG": "de_DE.UTF-8"], "pt-BR"),
            (["LANGUAGE": "fr:it", "LANG": "de_DE.UTF-8"], "de"),
            (["LANGUAGE": "fr:de", "LANG": "C.UTF-8"], "en"),
            (["LANGUAGE": "fr:de", "LANG": "de_DE.UTF-8", "LC_ALL": "POSIX"], "en"),
            (["LANGUAGE": "fr:de"], "en"),
            (["LANGUAGE": "", "LANG": "de_DE.UTF-8"], "de"),
        ])
    func languageList(environment: [String: String], expected: String) {
        #expect(Self.chosen(environment, ["en", "de", "pt-BR"]) == expected)
    }

    @Test("The manifest's defaultLanguage comes before English; the first language present last")
    func defaultLanguage() {
        #expect(Self.chosen(["LANG": "fr_FR.UTF-8"], ["en", "de"], default: "de") == "de")
        #expect(Self.chosen(["LANG": "C"], ["en", "de"], default: "de") == "de")
        #expect(Self.chosen(["LANG": "de_AT.UTF-8"], ["en", "de", "ja"], default: "ja") == "de")
        #expect(Self.chosen(["LANG": "fr_FR.UTF-8"], ["en", "de"], default: "it") == "en")
        #expect(Self.chosen(["LANG": "fr_FR.UTF-8"], ["ja", "ko"]) == "ja")
        #expect(Self.chosen(["LANG": "fr_FR.UTF-8"], ["ko", "ja"]) == "ko")
        #expect(Self.chosen(["LANG": "fr_FR.UTF-8"], []) == nil)
    }

    @Test(
        "Locale names become BCP 47 tags",
        arguments: [
            ("de_DE.UTF-8", "de-DE"), ("de_AT", "de-AT"), ("pt_BR.utf8", "pt-BR"), ("zh_TW.UTF-8", "zh-Hant"),
            ("zh_HK", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh_CN.GB18030", "zh-Hans"), ("zh_SG", "zh-Hans"),
            ("sr_RS@latin", "sr-Latn"), ("sr_RS.UTF-8@latin", "sr-Latn"), ("sr_RS", "sr-RS"),
            ("uz_UZ@cyrillic", "uz-Cyrl"), ("ca_ES@valencia", "ca-ES"), ("en", "en"),
        ])
    func localeTags(locale: String, tag: String) {
        #expect(Language.tag(locale: locale) == tag)
    }

    @Test("C, POSIX and nothing name no language", arguments: ["C", "C.UTF-8", "POSIX", "", ".UTF-8"])
    func noLanguage(locale: String) {
        #expect(Language.tag(locale: locale) == nil)
        #expect(Language.resolve(environment: ["LANG": locale]).wanted.isEmpty)
    }

    @Test("sr_RS@latin chooses the Latin script over the Cyrillic")
    func serbianLatin() {
        #expect(Self.chosen(["LANG": "sr_RS.UTF-8@latin"], ["en", "sr", "sr-Latn"]) == "sr-Latn")
        #expect(Self.chosen(["LANG": "sr_RS.UTF-8"], ["en", "sr", "sr-Latn"]) == "sr")
    }

    @Test("A manifest in German and Brazilian Portuguese shows them under their locales")
    func manifestLanguages() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json": #"""
            {"pages": [{"art": "a.txt", "title": {"en": "Hello", "de": "Hallo", "pt-BR": "Olá"}, "body": "B"}],
             "labels": {"share": {"en": "S", "de": "Teilen"}, "enter": "E"}}
            """#,
            "a.txt": "x",
        ])
        for (locale, title, share) in [
            ("de_DE.UTF-8", "Hallo", "Teilen"), ("de_AT.UTF-8", "Hallo", "Teilen"), ("pt_BR.UTF-8", "Olá", "S"),
            ("fr_FR.UTF-8", "Hello", "S"),
        ] {
            let manifest = try ManifestLoader.load(
                from: folder, language: Language.resolve(environment: ["LANG": locale]))
            #expect(manifest.pages[0].title == title, "\(locale)")
            #expect(manifest.shareLabel == share, "\(locale)")
        }
    }

    @Test("defaultLanguage picks the text for a locale the manifest lacks; a malformed one is a one-line error")
    func manifestDefault() throws {
        func folder(_ defaultLanguage: String) -> String {
            Fixtures.assetsFolder([
                "manifest.json": #"""
                {"defaultLanguage": "\#(defaultLanguage)",
                 "pages": [{"art": "a.txt", "title": {"en": "Hello", "de": "Hallo"}, "body": "B"}],
                 "labels": {"share": "S", "enter": "E"}}
                """#,
                "a.txt": "x",
            ])
        }
        let french = Language.resolve(environment: ["LANG": "fr_FR.UTF-8"])
        #expect(try ManifestLoader.load(from: folder("de"), language: french).pages[0].title == "Hallo")
        let bad = folder("Deutsch!")
        #expect {
            try ManifestLoader.load(from: bad, language: french)
        } throws: { error in
            (error as? AssetError)?.description
                == "\(bad)/manifest.json: defaultLanguage: 'Deutsch!' is not a language tag like de or pt-BR"
        }
    }
}
