import Onboarding
import TermCore
import FlowSupport
import TestSupport
import Testing

/// Below the minimum size the app says how big it needs to be; growing back brings back the
/// same screen and state.
@Suite("Too small")
@MainActor
struct TooSmallTests {
    @Test("The pages need 40×10, and the last page fits it whole")
    func minimumFitsLastPage() throws {
        #expect(AppFlow.onboardingMinimumSize == Size(width: 40, height: 10))
        let app = FlowHarness.demo(size: AppFlow.onboardingMinimumSize)
        try app.press("right*3")
        let text = app.frame.text
        for part in ["Ready when you are", "[x] Share with everyone", "[ Enter app ]", "○ ○ ○ ●"] {
            #expect(text.contains(part), "missing \(part) in\n\(text)")
        }
    }

    @Test(
        "One column or one row short shows the notice with both sizes",
        arguments: [
            Size(width: 39, height: 10), Size(width: 40, height: 9), Size(width: 20, height: 5),
        ])
    func notice(size: Size) throws {
        let app = FlowHarness.demo(size: size)
        #expect(app.frame.size == size)
        app.assertSnapshot(named: "too-small-\(size.width)x\(size.height)")  // the notice alone, no page
    }

    @Test("Growing back restores the page, the checkbox and the focus")
    func growingBackRestores() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24))
        try app.press("right*3 space tab")
        let before = app.frame
        app.resize(to: Size(width: 30, height: 8))
        app.assertSnapshot(named: "too-small-30x8-last-page")
        app.resize(to: Size(width: 80, height: 24))
        #expect(firstDifference(app.frame, before) == nil)
    }

    @Test("Keys other than quit do nothing while the notice shows; q still quits")
    func keysWhileTooSmall() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24))
        app.resize(to: Size(width: 10, height: 4))
        try app.press("right right esc")
        app.resize(to: Size(width: 80, height: 24))
        app.assertSnapshot(named: "too-small-grown-back-first-page")  // still page 1: no key went through
        app.resize(to: Size(width: 10, height: 4))
        try app.press("q")
        #expect(app.application.isQuitRequested)
    }

    @Test("Even a 1×1 terminal gets a whole frame")
    func oneByOne() throws {
        let app = FlowHarness.demo(size: Size(width: 1, height: 1))
        #expect(app.frame.size == Size(width: 1, height: 1))
        #expect(app.frame.text == "T")
    }

    @Test("The main menu has its own, smaller minimum: 40×8")
    func menuMinimum() throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24))
        app.resize(to: Size(width: 40, height: 9))
        app.assertSnapshot(named: "too-small-pages-40x9")  // the pages need 40×10
        app.resize(to: Size(width: 80, height: 24))
        try app.press("esc")
        app.resize(to: Size(width: 40, height: 9))
        app.assertSnapshot(named: "too-small-menu-40x9")  // the menu fits
        app.resize(to: Size(width: 40, height: 7))
        app.assertSnapshot(named: "too-small-menu-40x7")  // the menu needs 40×8
    }
}
