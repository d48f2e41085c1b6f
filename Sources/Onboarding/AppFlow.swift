import TermCore
import TermUI

/// Decides what the window shows: the onboarding when there is something new, then the app's
/// main screen; and records how the onboarding ended.
///
/// The only place that swaps the window's root. The onboarding controller is released when the
/// menu replaces it (nothing is stacked). State is read once at ``launch(force:)``; the version
/// is recorded only when the onboarding is dismissed, so quitting half-way shows it again next
/// time. Problems with the state file never stop the app: they become ``warnings``.
@MainActor
public final class AppFlow {
    package let window: Window
    package let manifest: Manifest
    package let currentVersion: SemanticVersion
    package let store: any StateStore
    /// Whether the locale asked for UTF-8; the window's capabilities, so its glyphs follow (the
    /// menu's too, not only the pages').
    package var usesUnicode: Bool {
        get { window.capabilities.usesUnicode }
        set { window.capabilities.usesUnicode = newValue }
    }
    /// The smallest screen the pages fit (art is dropped when short).
    ///
    /// The last page's title, two body lines, checkbox and button with blank rows between take
    /// 8 rows over the dots' 2, with text 36 columns wide. Below it the window says so.
    package static let onboardingMinimumSize = Size(width: 40, height: 10)
    /// The app's own screen after the onboarding; nil ends the run when the onboarding ends.
    package var mainScreen: MainScreen?
    /// Hears each onboarding's ending, after it is recorded.
    package var onResult: ((OnboardingResult) -> Void)?
    /// One line per problem met with the state file, for the caller to print.
    package private(set) var warnings: [String] = []
    package private(set) var state = AppState()
    /// The pages the last onboarding of this run showed; empty when none was shown.
    package private(set) var shownPages: [FeaturePage] = []
    /// How the last onboarding of this run ended; nil when none was shown.
    package private(set) var lastResult: OnboardingResult?
    /// The pages' ending, recorded in ``state`` but not yet in the store (until the main
    /// screen's first frame is out, or the next ``updateState(_:)``, whichever comes first).
    private var pendingEnding: ((inout AppState) -> Void)?

    package init(
        window: Window, manifest: Manifest, currentVersion: SemanticVersion, store: any StateStore,
        mainScreen: MainScreen? = nil
    ) {
        self.window = window
        self.manifest = manifest
        self.currentVersion = currentVersion
        self.store = store
        self.mainScreen = mainScreen
        window.words = manifest.strings.interfaceWords
    }

    /// The "Share with everyone" choice as stored (on until someone turns it off).
    public var isShareEnabled: Bool { state.share ?? true }

    /// Reads the state and shows what is new, or the main menu.
    ///
    /// `force` shows every page, `resetVersion` forgets the stored version first (`--reset`),
    /// and `allowsOnboarding` false goes straight to the main screen (CI, opt-outs) with the
    /// stored choices still read.
    ///
    /// - Returns: the pages shown (empty when the main screen came straight up).
    @discardableResult
    package func launch(force: Bool = false, resetVersion: Bool = false, allowsOnboarding: Bool = true)
        -> [FeaturePage]
    {
        do {
            state = try store.load() ?? AppState()
        } catch {
            warnings.append("\(error.description); starting fresh")
            state = AppState()
        }
        if resetVersion { updateState { $0.lastVersion = nil } }
        guard allowsOnboarding else {
            showMainScreen()
            return []
        }
        let stored = state.lastVersion.flatMap(SemanticVersion.init)
        let pages = VersionGate.pages(of: manifest, stored: stored, current: currentVersion, force: force)
        if pages.isEmpty {
            if let stored, stored < currentVersion { record(version: currentVersion, outcome: nil) }
            showMainScreen()
        } else {
            showOnboarding(pages: pages)
        }
        return pages
    }

    public func showOnboarding(pages: [FeaturePage]) {
        shownPages = pages
        let onboarding = OnboardingViewController(
            pages: pages, shareLabel: manifest.shareLabel, enterLabel: manifest.enterLabel, layout: manifest.layout,
            usesUnicode: usesUnicode, showsPictures: window.capabilities.colorDepth != ColorDepth.monochrome)
        onboarding.initialShareChoice = isShareEnabled
        onboarding.pageControl.boldsCurrentPage = window.capabilities.colorDepth == ColorDepth.monochrome
        onboarding.onFinish = { [weak self] result in self?.onboardingDidFinish(result) }
        window.minimumSize = Self.onboardingMinimumSize
        window.rootViewController = onboarding
        if let prepare = mainScreen?.prepare, let application = window.application {
            application.schedule(.afterInput) { prepare(application) }
        }
    }

    /// Makes the main screen the window's root (releasing the onboarding); without one, asks
    /// the application to end the run.
    package func showMainScreen() {
        guard let mainScreen else {
            window.rootViewController = nil
            window.application?.quit()
            return
        }
        window.minimumSize = mainScreen.minimumSize
        window.rootViewController = mainScreen.make(self)
    }

    /// Shows the main screen at once and records the ending once its first frame is out.
    ///
    /// The state file is written with fsync (several milliseconds), so the person sees the app
    /// first; this run's ``state`` has the choice straight away, and a quit before that frame
    /// still writes it (``Moment/afterFrame``).
    ///
    /// Until it is written the ending is pending: a setting changed on the main screen before
    /// that frame (a key typed right after Enter) is written together with it, after it, so the
    /// late write can never put back the share choice the person just changed.
    private func onboardingDidFinish(_ result: OnboardingResult) {
        lastResult = result
        let change = Self.recording(version: currentVersion, outcome: result.outcome.rawValue, share: result.share)
        change(&state)
        let earlier = pendingEnding
        pendingEnding = { state in
            earlier?(&state)
            change(&state)
        }
        showMainScreen()
        let store: @MainActor () -> Void = { [weak self] in
            if self?.pendingEnding != nil { self?.updateState { _ in } }
            guard let self, let onResult else { return }
            onResult(result)
            window.application?.setNeedsRender()  // the host may have changed the screen
        }
        if let application = window.application {
            application.schedule(.afterFrame, store)
        } else {
            store()
        }
    }

    /// Ends the pages shown another way (the accessible mode's lines) as the onboarding's own
    /// ending would: recorded, then the main screen.
    package func finishOnboarding(_ result: OnboardingResult) {
        onboardingDidFinish(result)
    }

    /// Records `version` against the newest stored one (so a concurrent launch that recorded a
    /// higher version keeps it); a nil outcome or share keeps what is stored.
    private func record(version: SemanticVersion, outcome: String?) {
        updateState(Self.recording(version: version, outcome: outcome, share: nil))
    }

    private static func recording(version: SemanticVersion, outcome: String?, share: Bool?)
        -> (inout AppState) -> Void
    {
        { state in
            let stored = state.lastVersion.flatMap(SemanticVersion.init)
            state.lastVersion = VersionGate.versionToRecord(stored: stored, current: version).description
            if let outcome { state.lastOutcome = outcome }
            if let share { state.share = share }
        }
    }

    /// Applies a change to the stored state (a main screen's settings, say); when it cannot be
    /// stored, to this run's copy only, with a warning.
    public func updateState(_ change: (inout AppState) -> Void) {
        let ending = pendingEnding
        pendingEnding = nil
        do {
            state = try store.update { state in
                ending?(&state)
                change(&state)
            }
        } catch {
            change(&state)
            warnings.append("\(error.description); the choice is kept for this run only")
        }
    }
}
