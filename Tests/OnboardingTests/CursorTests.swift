import FlowSupport
import TermCore
import TestSupport
import Testing

@testable import Onboarding

/// The terminal's cursor sits on the focused control, for braille displays and magnifiers.
@Suite("Cursor on the focused control")
@MainActor
struct CursorTests {
    /// The cell under the frame's cursor and the one after it.
    static func underCursor(_ frame: CellBuffer) -> String? {
        guard let cursor = frame.cursor else { return nil }
        let line = Array(frame.line(cursor.y))
        return cursor.x + 1 < line.count ? String(line[cursor.x...cursor.x + 1]) : nil
    }

    @Test("On the last page the cursor is on the button, after Tab on the checkbox's box")
    func lastPage() throws {
        let app = FlowHarness.demo()
        #expect(app.frame.cursor == nil)  // nothing focusable on the first page
        try app.press("end")
        #expect(Self.underCursor(app.frame) == "En", "\(String(describing: app.frame.cursor))")
        try app.press("tab")
        #expect(Self.underCursor(app.frame) == "x]", "\(String(describing: app.frame.cursor))")
        try app.press("space")
        #expect(Self.underCursor(app.frame) == " ]")
    }

    @Test("In the menu the cursor is on the selected row and follows it")
    func menuRow() throws {
        let app = FlowHarness.demo()
        try app.press("end enter")
        let first = try #require(app.frame.cursor)
        #expect(first.x == 0)
        #expect(Array(app.frame.line(first.y))[0] == "›")
        try app.press("down")
        let second = try #require(app.frame.cursor)
        #expect(second.y > first.y)
        #expect(Array(app.frame.line(second.y))[0] == "›")
    }
}
