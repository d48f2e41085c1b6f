import TermCore
import TermUI
import TestSupport

@testable import Onboarding

/// An onboarding of given pages on TestSupport's headless screen: key scripts and the wheel in.
@MainActor
struct RichPagesHarness {
    let screen: Harness
    let onboarding: OnboardingViewController

    init(
        pages: [FeaturePage], size: Size = Size(width: 80, height: 24), hyperlinks: Bool = false,
        layout: PagerLayout = PagerLayout(), usesUnicode: Bool = true
    ) {
        onboarding = OnboardingViewController(
            pages: pages, shareLabel: "Share", enterLabel: "Enter", layout: layout, usesUnicode: usesUnicode)
        screen = Harness(size: size, root: onboarding)
        if hyperlinks {
            screen.window.capabilities.hyperlinks = true  // the terminal as the window hands it to views
            screen.redraw()
        }
    }

    var application: Application { screen.application }
    var backend: HeadlessBackend { screen.backend }

    /// Presses keys written as in a key script (`down*3 pgdn`), rendering after each.
    func press(_ keys: String) throws {
        for line in try KeyScript.parseKeys(keys) {
            if case .press(let key) = line.step { application.handle(.key(key)) }
            application.settle()
        }
    }

    func wheel(_ kind: MouseEvent.Kind, at point: Point) {
        screen.scroll(kind, x: point.x, y: point.y)
    }

    var frame: CellBuffer { screen.frame }
    var text: String { frame.text }
    var lines: [String] { screen.lines }
}
