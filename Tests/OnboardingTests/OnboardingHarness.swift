import TermCore
import TermUI
import TestSupport

@testable import Onboarding

/// The onboarding screen alone on a headless window, with a layout of the test's choosing.
@MainActor
struct OnboardingHarness {
    let screen: Harness
    let onboarding: OnboardingViewController
    /// Every ending the onboarding reported.
    let results = ResultLog()

    final class ResultLog {
        var all: [OnboardingResult] = []
    }

    /// The bundled pages (four), or `extraPages` more before the last one.
    init(
        width: Int, height: Int = 30, layout: PagerLayout = PagerLayout(), extraPages: Int = 0,
        motion: Motion = .reduced
    ) throws {
        var pages = try Fixtures.manifest().pages
        for number in 0..<extraPages {
            pages.insert(Fixtures.page("Extra page \(number + 1)"), at: pages.count - 1)
        }
        onboarding = OnboardingViewController(
            pages: pages, shareLabel: "Share with everyone", enterLabel: "Enter app", layout: layout)
        let results = self.results
        onboarding.onFinish = { results.all.append($0) }
        screen = Harness(size: Size(width: width, height: height), root: onboarding, motion: motion)
    }

    var application: Application { screen.application }
    var backend: HeadlessBackend { screen.backend }

    /// Presses keys by their canonical names, rendering after each.
    func press(_ names: String...) {
        for name in names { screen.press(name) }
    }

    func click(x: Int, y: Int) {
        screen.click(x: x, y: y)
    }

    var frame: CellBuffer { screen.frame }

    var lines: [String] { screen.lines }

    /// The row of dots (or `n/N`), trimmed.
    var dots: String {
        let row = lines[frame.size.height - 2]
        return String(row.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
