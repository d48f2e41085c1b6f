import TermCore
import TermUI

@testable import Onboarding

/// An onboarding of given pages on a headless backend: keys and wheel in, frames out.
@MainActor
struct RichPagesHarness {
    let backend: HeadlessBackend
    let application: Application
    let onboarding: OnboardingViewController

    init(
        pages: [FeaturePage], size: Size = Size(width: 80, height: 24), hyperlinks: Bool = false,
        layout: PagerLayout = PagerLayout()
    ) {
        backend = HeadlessBackend(size: size)
        backend.supportsHyperlinks = hyperlinks
        application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        onboarding = OnboardingViewController(pages: pages, shareLabel: "Share", enterLabel: "Enter", layout: layout)
        application.window.rootViewController = onboarding
        application.settle()
    }

    func press(_ keys: String) throws {
        for line in try KeyScript.parseKeys(keys) {
            if case .press(let key) = line.step { application.handle(.key(key)) }
            application.settle()
        }
    }

    func wheel(_ kind: MouseEvent.Kind, at point: Point) {
        application.handle(.mouse(MouseEvent(kind, at: point)))
        application.settle()
    }

    var frame: CellBuffer { application.currentFrame ?? application.window.render() }
    var text: String { frame.text }
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
