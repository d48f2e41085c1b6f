import TermCore
import TermUI

/// Decides what the window shows: the onboarding first when there is something new, then the
/// app's main menu.
///
/// The only place that swaps the window's root. The onboarding controller is released when the
/// menu replaces it (nothing is stacked); ``onResult`` hears how the onboarding ended so the
/// caller can record it.
@MainActor
public final class AppFlow {
    public let window: Window
    public let manifest: Manifest
    public var usesUnicode = true
    /// Builds the main menu shown after the onboarding (and at launch when nothing is new).
    public var makeMainMenu: (AppFlow) -> ViewController
    /// Hears the onboarding's ending before the menu replaces it.
    public var onResult: ((OnboardingResult) -> Void)?

    public init(window: Window, manifest: Manifest, makeMainMenu: @escaping (AppFlow) -> ViewController) {
        self.window = window
        self.manifest = manifest
        self.makeMainMenu = makeMainMenu
    }

    /// Shows `pages` as an onboarding, or the main menu when there are none.
    public func start(pages: [FeaturePage]) {
        if pages.isEmpty {
            showMainMenu()
        } else {
            showOnboarding(pages: pages)
        }
    }

    public func showOnboarding(pages: [FeaturePage]) {
        let onboarding = OnboardingViewController(
            pages: pages, shareLabel: manifest.shareLabel, enterLabel: manifest.enterLabel, usesUnicode: usesUnicode)
        onboarding.onFinish = { [weak self] result in
            guard let self else { return }
            onResult?(result)
            showMainMenu()
        }
        window.rootViewController = onboarding
    }

    public func showMainMenu() {
        window.rootViewController = makeMainMenu(self)
    }
}
