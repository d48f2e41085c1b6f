import DemoScreens
import OnboardKit
import Onboarding
import TermCore
import TermUI
import TestSupport
import Testing

/// Onboard's own screens on TestSupport's ``Harness``: the demo app through the front door, the
/// library's flow with a stand-in main screen, or the onboarding pages alone.
///
/// Keys, scripts, the screen and snapshots are the harness's (reached as members of this one);
/// this type only starts the app and names its parts.
@MainActor
@dynamicMemberLookup
package struct FlowHarness {
    package let harness: Harness
    /// The front door's headless app, for the demo start.
    package let app: HeadlessApp?
    private let startedFlow: AppFlow?
    /// The state store of the stand-in start.
    package let store: MemoryStateStore
    /// Every ending the onboarding reported (the pages start).
    package let results = ResultLog()

    /// The endings an onboarding reported, in order.
    @MainActor
    package final class ResultLog {
        package var all: [OnboardingResult] = []
    }

    package subscript<Value>(dynamicMember path: KeyPath<Harness, Value>) -> Value { harness[keyPath: path] }

    /// The library's flow, for the flow starts (the pages start has none).
    package var flow: AppFlow {
        guard let startedFlow else { fatalError("the pages start has no flow") }
        return startedFlow
    }

    /// The onboarding screen while it shows.
    package var onboarding: OnboardingViewController? {
        application.window.rootViewController as? OnboardingViewController
    }

    /// The menu's tab bar controller, when the menu shows.
    package var tabs: TabBarController? { application.window.rootViewController as? TabBarController }

    package var application: Application { harness.application }
    package var backend: HeadlessBackend { harness.backend }

    /// The screen line that carries the selection indicator.
    package var selectedLine: String? { harness.lines.first { $0.hasPrefix("›") } }

    /// The row of dots (or `n/N`) above the bottom line, trimmed.
    package var dots: String {
        let row = harness.lines[harness.screen.size.height - 2]
        return String(row.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    package func press(_ keys: String...) {
        for text in keys { harness.press(text) }
    }

    @discardableResult
    package func play(_ script: String) -> [String: CellBuffer] { harness.play(script) }

    package func click(x: Int, y: Int) { harness.click(x: x, y: y) }
    package func resize(to size: Size) { harness.resize(to: size) }
    package func wheel(_ kind: MouseEvent.Kind, at point: Point) { harness.scroll(kind, x: point.x, y: point.y) }
    package func wait(_ duration: Duration) { harness.wait(duration) }
    package func redraw() { harness.redraw() }

    package func assertSnapshot(
        named name: String, depth: ColorDepth = .xterm256, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        harness.assertSnapshot(named: name, depth: depth, filePath: filePath, sourceLocation: sourceLocation)
    }

    // MARK: The demo app

    /// The demo app as `onboard --headless` composes it (bundled Assets, the front door, the demo
    /// menu as main screen, fresh memory state unless a folder is named), on its first page.
    package static func demo(
        size: Size = Size(width: 80, height: 24), stateDirectory: String? = nil, showsEveryPage: Bool = true,
        language: String = "C.UTF-8", motion: Motion = .reduced
    ) -> FlowHarness {
        let environment = ["LANG": language]
        let language = Language.resolve(environment: environment)
        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(from: Fixtures.assets, language: language)
        } catch {
            fatalError("the bundled assets do not load: \(error)")
        }
        var whatsNew = WhatsNew(
            manifest: manifest, appID: manifest.appID ?? "onboard-demo", version: manifest.version!,
            environment: environment)
        whatsNew.showsEveryPage = showsEveryPage
        whatsNew.stateDirectory = stateDirectory
        whatsNew.motion = motion
        return FlowHarness(
            app: whatsNew.headless(
                size: size, mainScreen: DemoMenu.mainScreen(assets: Fixtures.assets, language: language),
                animates: motion == .full))
    }

    /// A headless app the front door made another way (a test's own content source, say).
    package init(app: HeadlessApp) {
        self.app = app
        startedFlow = app.flow
        store = MemoryStateStore()
        harness = Harness(application: app.application, backend: app.backend)
    }

    // MARK: The library's flow with a stand-in menu

    /// The bundled pages under the library's flow, with four empty tabs titled like the demo's as
    /// main screen; nothing shows until the test calls `flow.launch()`.
    package init(
        width: Int = 80, height: Int = 24, store: MemoryStateStore = MemoryStateStore(),
        version: String = "2.1.0", language: Language = .english, motion: Motion = .reduced
    ) throws {
        let backend = HeadlessBackend(size: Size(width: width, height: height))
        let application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        self.store = store
        app = nil
        startedFlow = AppFlow(
            window: application.window, manifest: try Fixtures.manifest(language),
            currentVersion: SemanticVersion(version)!, store: store, mainScreen: Self.standInMenu)
        harness = Harness(application: application, backend: backend)
    }

    /// Four empty tabs titled like the demo's.
    package static let standInMenu = MainScreen { _ in
        let tabs = TabBarController()
        tabs.setViewControllers(
            ["Home", "Messages", "Discover", "Me"].map { title in
                let screen = ViewController()
                screen.title = title
                return screen
            })
        return tabs
    }

    // MARK: The pages alone

    /// The onboarding screen alone, of `pages` (the bundled four when nil, with `extraPages`
    /// more before the last), with a layout of the test's choosing.
    package init(
        pages: [FeaturePage]? = nil, size: Size = Size(width: 80, height: 24), layout: PagerLayout = PagerLayout(),
        extraPages: Int = 0, hyperlinks: Bool = false, usesUnicode: Bool = true, motion: Motion = .reduced,
        shareLabel: String = "Share with everyone", enterLabel: String = "Enter app"
    ) {
        guard var pages = pages ?? (try? Fixtures.manifest().pages) else { fatalError("the bundled assets do not load") }
        for number in 0..<extraPages {
            pages.insert(Fixtures.page("Extra page \(number + 1)"), at: pages.count - 1)
        }
        let onboarding = OnboardingViewController(
            pages: pages, shareLabel: shareLabel, enterLabel: enterLabel, layout: layout, usesUnicode: usesUnicode)
        let results = self.results
        onboarding.onFinish = { results.all.append($0) }
        app = nil
        startedFlow = nil
        store = MemoryStateStore()
        harness = Harness(size: size, root: onboarding, motion: motion)
        if hyperlinks {
            harness.window.capabilities.hyperlinks = true  // the terminal as the window hands it to views
            harness.redraw()
        }
    }
}
