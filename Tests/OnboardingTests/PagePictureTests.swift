import FlowSupport
import Foundation
import TermCore
import TermUI
import TestSupport
import Testing

@testable import Onboarding

/// Pages with pictures: the manifest's `image`, its errors, and how a page draws it.
@MainActor
@Suite("Pictures on pages")
struct PagePictureTests {
    /// The demo's onboarding on a headless backend of `depth`, on its first page.
    static func onboarding(depth: ColorDepth, usesUnicode: Bool = true, size: Size = Size(width: 80, height: 24))
        throws -> (Application, OnboardingViewController)
    {
        let manifest = try Fixtures.manifest()
        let application = Application(
            backend: HeadlessBackend(size: size, colorDepth: depth), clock: VirtualClock(), motion: .reduced)
        let flow = AppFlow(
            window: application.window, manifest: manifest, currentVersion: SemanticVersion("2.1.0")!,
            store: MemoryStateStore())
        flow.usesUnicode = usesUnicode
        flow.launch(force: true)
        let onboarding = try #require(application.window.rootViewController as? OnboardingViewController)
        return (application, onboarding)
    }

    @Test("The demo manifest's pages carry their pictures")
    func demoPictures() throws {
        let pages = try Fixtures.manifest().pages
        #expect(pages.allSatisfy { $0.image != nil })
        #expect(pages[0].image?.width == 96)
        #expect(pages[0].image?.height == 48)
    }

    @Test("A page with a picture at truecolor: half-block cells with exact colours", arguments: [ColorDepth.trueColor])
    func truecolor(depth: ColorDepth) throws {
        let (application, _) = try Self.onboarding(depth: depth)
        let frame = application.window.render()
        #expect(frame.text.contains("▀"))
        #expect(!frame.text.contains(")_)"), "the text art gives way to the picture")
        assertSnapshot(frame, named: "onboarding-picture-truecolor", depth: .trueColor)
    }

    @Test("A page with a picture at 256 colours, and its last page with the share choice")
    func xterm256() throws {
        let (application, onboarding) = try Self.onboarding(depth: .xterm256)
        assertSnapshot(application.window.render(), named: "onboarding-picture-256", depth: .xterm256)
        onboarding.setPage(3, animated: false)
        let last = application.window.render()
        #expect(last.text.contains("Enter app"))
        #expect(last.text.contains("▀"))
        assertSnapshot(last, named: "onboarding-picture-last-page-256", depth: .xterm256)
    }

    @Test("Without colour, or without UTF-8, the page shows its text art instead")
    func fallsBackToArt() throws {
        for (depth, unicode) in [(ColorDepth.monochrome, true), (.xterm256, false)] {
            let (application, _) = try Self.onboarding(depth: depth, usesUnicode: unicode)
            let text = application.window.render().text
            #expect(text.contains(")_)  )_)  )_)"), "depth \(depth), unicode \(unicode)")
            #expect(!text.contains("▀"))
        }
    }

    @Test("At 16 and 8 colours the picture still shows, in the nearest palette colours")
    func fewColours() throws {
        for depth in [ColorDepth.ansi16, .ansi8] {
            let (application, _) = try Self.onboarding(depth: depth)
            let frame = application.window.render()
            #expect(frame.text.contains("▀"))
            let styles = StyleLayer.text(of: frame, styles: depth)
            #expect(!styles.contains("#"), "palette numbers only at depth \(depth)")
        }
    }

    @Test("When the page is too short for a readable picture, the words still show")
    func shortPage() throws {
        let (application, _) = try Self.onboarding(depth: .xterm256, size: Size(width: 40, height: 10))
        let text = application.window.render().text
        #expect(text.contains("Welcome aboard"))
        #expect(!text.contains("▀"))
    }

    // MARK: Manifest errors

    static func folder(image: String, files: [String: [UInt8]]) -> String {
        let directory = Fixtures.assetsFolder([
            "manifest.json": """
            {"pages": [{"art": "a.txt", "image": "\(image)", "title": {"en": "T"}, "body": {"en": "B"}}],
             "labels": {"share": {"en": "S"}, "enter": {"en": "E"}}}
            """,
            "a.txt": "art",
        ])
        for (name, bytes) in files {
            let created = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
            precondition(created, "cannot write the fixture \(name)")
        }
        return directory
    }

    static func loadError(_ directory: String) -> AssetError? {
        do {
            _ = try ManifestLoader.load(from: directory, language: .english)
            return nil
        } catch {
            return error
        }
    }

    static var demoPNG: [UInt8] {
        Array(FileManager.default.contents(atPath: Fixtures.assets + "/pictures/welcome.png") ?? Data())
    }

    @Test("A picture outside the assets folder is refused, naming the field")
    func outside() {
        for path in ["/etc/passwd", "../x.png", "pictures/../../x.png"] {
            let error = Self.loadError(Self.folder(image: path, files: [:]))
            #expect(error?.field == "pages[0].image")
            #expect(error?.message == "must be a path inside the assets folder")
            #expect(error?.isMissingFile == false)
        }
    }

    @Test("A missing picture is named, with the missing-input exit code")
    func missing() {
        let directory = Self.folder(image: "nope.png", files: [:])
        let error = Self.loadError(directory)
        #expect(error?.description == directory + "/nope.png: file not found")
        #expect(error?.isMissingFile == true)
    }

    @Test("Truncated, malformed and oversized pictures are one line naming the file, exit 65")
    func badPictures() throws {
        let png = Self.demoPNG
        try #require(png.count > 100)
        var oversized = png
        oversized += [UInt8](repeating: 0, count: 1024 * 1024)
        let cases: [(String, [UInt8], String)] = [
            ("truncated", Array(png.prefix(png.count / 2)), "not a PNG picture"),
            ("malformed", Array("<html>not a picture</html>".utf8), "not a PNG picture"),
            ("oversized", oversized, "picture is larger than 1024 KiB"),
        ]
        for (name, bytes, message) in cases {
            let directory = Self.folder(image: name + ".png", files: [name + ".png": bytes])
            let error = Self.loadError(directory)
            #expect(error?.file == directory + "/\(name).png", "\(name)")
            #expect(error?.message.hasPrefix(message) == true, "\(name): \(error?.description ?? "no error")")
            #expect(error?.isMissingFile == false)
            #expect(error?.description.contains("\n") == false)
        }
    }
}
