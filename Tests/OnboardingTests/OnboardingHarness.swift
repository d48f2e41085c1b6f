import TermCore
import TermUI
import TestSupport

@testable import Onboarding

/// The onboarding screen alone on a headless window, with a layout of the test's choosing.
@MainActor
struct OnboardingHarness {
    let application: Application
    let backend: HeadlessBackend
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
        backend = HeadlessBackend(size: Size(width: width, height: height))
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        onboarding = OnboardingViewController(
            pages: pages, shareLabel: "Share with everyone", enterLabel: "Enter app", layout: layout)
        let results = self.results
        onboarding.onFinish = { results.all.append($0) }
        application.window.rootViewController = onboarding
        application.runPending()
    }

    /// Presses keys by their canonical names, rendering after each.
    func press(_ names: String...) {
        for name in names {
            guard let key = KeyEvent(name) else { fatalError("unknown key \(name)") }
            application.handle(.key(key))
            application.runPending()
        }
    }

    func click(x: Int, y: Int) {
        application.handle(.mouse(MouseEvent(.click, at: Point(x: x, y: y))))
        application.runPending()
    }

    var frame: CellBuffer { application.currentFrame ?? application.window.render() }

    var lines: [String] { frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row of dots (or `n/N`), trimmed.
    var dots: String {
        let row = lines[frame.size.height - 2]
        return String(row.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
