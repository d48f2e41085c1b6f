import Foundation
import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// The "Enter app" button keeps the accent in all three states (the seed's pressed image is a
/// highlighted background), and the manifest's colours set them.
@Suite("The pressed button")
@MainActor
struct PressedButtonTests {
    /// The style of the button's first letter, and the frame, during the press flash.
    private func pressed(_ harness: FlowHarness) throws -> (Style, CellBuffer) {
        harness.press("end")
        harness.application.advance(by: .seconds(1))
        harness.press("enter")  // "Enter app" has the last page's first focus
        let frame = harness.frame
        let row = try #require(harness.lines.firstIndex { $0.contains("[ Enter app ]") })
        let column = try #require(harness.lines[row].firstIndex(of: "E")).utf16Offset(in: harness.lines[row])
        return (frame[column, row].style, frame)
    }

    @Test("During the press flash the button is filled with the pressed accent, not drained of colour")
    func pressedKeepsAccent() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 24), motion: .full)
        let (style, _) = try pressed(harness)
        #expect(style.foreground == Color(red: 214, green: 72, blue: 22))
        #expect(style.attributes.isSuperset(of: [.bold, .reverse, .underline]))
        harness.application.advance(by: .milliseconds(120))
        #expect(harness.results.all.map(\.outcome) == [.finished])
    }

    @Test("Picture: the button while pressed, with its style layer")
    func pressedPicture() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 24), motion: .full)
        let (_, frame) = try pressed(harness)
        assertSnapshot(frame, named: "onboarding-button-pressed")
    }

    @Test("The manifest's button and buttonPressed colours set the button's looks")
    func manifestColours() throws {
        let folder = Fixtures.assetsFolder([
            "manifest.json": """
            {"pages": [{"art": "a.txt", "title": {"en": "Last"}, "body": {"en": ""},
                        "colors": {"button": "#00AA00", "buttonPressed": "#005500"}}],
             "labels": {"share": {"en": "Share"}, "enter": {"en": "Enter app"}}}
            """,
            "a.txt": "*",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try ManifestLoader.load(from: folder, language: .english)
        #expect(manifest.pages[0].colors.button == Color(red: 0, green: 0xAA, blue: 0))
        #expect(manifest.pages[0].colors.buttonPressed == Color(red: 0, green: 0x55, blue: 0))
        let button = Button(title: "Enter app")
        button.applyAccent(manifest.pages[0].colors)
        #expect(button.normalStyle.foreground == Color(red: 0, green: 0xAA, blue: 0))
        #expect(button.focusedStyle.foreground == Color(red: 0, green: 0xAA, blue: 0))
        #expect(button.highlightedStyle.foreground == Color(red: 0, green: 0x55, blue: 0))
    }
}
