import FlowSupport
import Foundation
import TermCore
import TestSupport
import Testing

@testable import Onboarding

@Suite("Manifest")
struct ManifestTests {
    static let validPage = #"{"art": "a.txt", "title": {"en": "T"}, "body": {"en": "B"}}"#
    static let labels = #""labels": {"share": {"en": "S"}, "enter": {"en": "E"}}"#

    @Test("The demo assets load: four pages, versioned, with the last-page labels")
    func demoLoads() throws {
        let manifest = try Fixtures.manifest()
        #expect(manifest.pages.count == 4)
        #expect(manifest.pages[0].title == "Welcome aboard")
        #expect(manifest.pages[0].art.count == 8)
        #expect(manifest.shareLabel == "Share with everyone")
        #expect(manifest.enterLabel == "Enter app")
        #expect(manifest.version == SemanticVersion("2.1.0"))
        #expect(manifest.appID == "onboard-demo")
    }

    @Test(
        "Labels come in three languages",
        arguments: [
            (Language.english, "Share with everyone", "Enter app"), (.simplifiedChinese, "分享给大家", "开始使用"),
            (.traditionalChinese, "分享給大家", "開始使用"),
        ])
    func languages(language: Language, share: String, enter: String) throws {
        let manifest = try Fixtures.manifest(language)
        #expect(manifest.shareLabel == share)
        #expect(manifest.enterLabel == enter)
        #expect(manifest.pages.allSatisfy { !$0.title.isEmpty && !$0.body.isEmpty })
    }

    @Test(
        "A broken manifest is one line naming the file and the field",
        arguments: [
            (#"{"pages": [], "#, "pages: needs at least one page"),
            (#"{"pages": [{"art": 3}], "#, "pages[0].art: expected text"),
            (#"{"pages": [{"art": "a.txt", "body": {"en": "B"}}], "#, "pages[0].title: missing"),
            (#"{"version": "two", "pages": [\#(validPage)], "#, "version: 'two' is not a version"),
            (
                #"{"pages": [\#(validPage), {"art": "a.txt", "title": {}, "body": {}, "since": "x"}], "#,
                "pages[1].since"
            ),
            (
                #"{"pages": [{"art": "a.txt", "title": {}, "body": {}, "colors": {"title": "red"}}], "#,
                "pages[0].colors.title"
            ),
            (
                ##"{"pages": [{"art": "a.txt", "title": {}, "body": {}, "colors": {"glow": "#FFFFFF"}}], "##,
                "pages[0].colors.glow: unknown colour"
            ),
            (#"{"pages": [{"art": "../x.txt", "title": {}, "body": {}}], "#, "pages[0].art: must be a path inside"),
            (#"{"layout": {"direction": "up"}, "pages": [\#(validPage)], "#, "layout.direction"),
            // Types in words, with what was found, never a Swift type name.
            (
                #"{"pages": [{"art": "a.txt", "title": 5, "body": {}}], "#,
                #"pages[0].title: expected text or an object of languages such as {"en": …}, found a number"#
            ),
            (#"{"pages": {}, "#, "pages: expected an array, found an object"),
            (
                #"{"layout": {"twoPages": "yes"}, "pages": [\#(validPage)], "#,
                "layout.twoPages: expected true or false, found text"
            ),
            (#"{"appId": "../x", "pages": [\#(validPage)], "#, "appId: '../x' must be letters, digits"),
            (
                #"{"pages": [{"art": "a.txt\u0000.png", "title": {}, "body": {}}], "#,
                "pages[0].art: must be a path inside"
            ),
        ])
    func brokenField(prefix: String, expected: String) {
        let folder = Fixtures.assetsFolder(["manifest.json": prefix + Self.labels + "}", "a.txt": "art"])
        #expect {
            try ManifestLoader.load(from: folder, language: .english)
        } throws: { error in
            let error = error as? AssetError
            return error?.description.hasPrefix(folder + "/manifest.json: " + expected) == true
                && error?.isMissingFile == false && error?.description.contains("\n") == false
        }
    }

    @Test(
        "An empty label is an error naming it: the checkbox and button must say what they do",
        arguments: [
            (#""labels": {"share": {}, "enter": "E"}"#, "labels.share: needs text"),
            (#""labels": {"share": "S", "enter": {"en": "  "}}"#, "labels.enter: needs text"),
        ])
    func emptyLabel(labels: String, expected: String) {
        let manifest = #"{"pages": [\#(Self.validPage)], "# + labels + "}"
        let folder = Fixtures.assetsFolder(["manifest.json": manifest, "a.txt": "art"])
        #expect {
            try ManifestLoader.load(from: folder, language: .english)
        } throws: { error in
            (error as? AssetError)?.description == folder + "/manifest.json: " + expected
        }
    }

    @Test("\"terminal\" keeps the terminal's own colour: the page paints no background")
    @MainActor
    func terminalColours() throws {
        let page =
            #"{"art": "a.txt", "title": {"en": "T"}, "body": {"en": "B"}, "#
            + ##""colors": {"background": "terminal", "art": "terminal", "title": "#102030"}}"##
        let folder = Fixtures.assetsFolder([
            "manifest.json": #"{"pages": [\#(page)], "# + Self.labels + "}", "a.txt": "art",
        ])
        let colors = try ManifestLoader.load(from: folder, language: .english).pages[0].colors
        #expect(colors.background == nil)
        #expect(colors.art == nil)
        #expect(colors.title == Color(red: 0x10, green: 0x20, blue: 0x30))
        #expect(colors.body == PageColors().body)
        let view = FeaturePageView(page: try ManifestLoader.load(from: folder, language: .english).pages[0])
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        var canvas = Canvas(size: Size(width: 30, height: 10))
        view.render(into: &canvas)
        #expect(canvas.buffer.cells.allSatisfy { $0.style.background == nil })
        #expect(canvas.buffer.cells.contains { $0.grapheme == "a" && $0.style.foreground == nil })
    }

    @Test("Text that is not JSON names the file")
    func notJSON() {
        let folder = Fixtures.assetsFolder(["manifest.json": "pages: yes"])
        #expect(throws: AssetError.self) { try ManifestLoader.load(from: folder, language: .english) }
        #expect((try? ManifestLoader.load(from: folder, language: .english)) == nil)
        do {
            _ = try ManifestLoader.load(from: folder, language: .english)
        } catch {
            #expect(error.description == folder + "/manifest.json: not valid JSON (line 1)")
        }
    }

    @Test("A missing art file is named, with the missing-input exit code")
    func missingArt() {
        let folder = Fixtures.assetsFolder(["manifest.json": #"{"pages": [\#(Self.validPage)], \#(Self.labels)}"#])
        do {
            _ = try ManifestLoader.load(from: folder, language: .english)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == folder + "/a.txt: file not found")
            #expect(error.isMissingFile)
        }
    }

    @Test("A missing translation falls back to English")
    func fallback() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json": #"{"pages": [\#(Self.validPage)], \#(Self.labels)}"#, "a.txt": "x",
        ])
        let manifest = try ManifestLoader.load(from: folder, language: .traditionalChinese)
        #expect(manifest.pages[0].title == "T")
    }
}
