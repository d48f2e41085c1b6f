import Onboarding
import TermCore
import TermUI

/// A headless app running the library's flow with a stand-in main screen of four titled tabs.
@MainActor
package struct FlowHarness {
    package let application: Application
    package let backend: HeadlessBackend
    package let flow: AppFlow
    package let store: MemoryStateStore

    package init(
        width: Int = 80, height: Int = 24, store: MemoryStateStore = MemoryStateStore(),
        version: String = "2.1.0", language: Language = .english, motion: Motion = .reduced
    ) throws {
        backend = HeadlessBackend(size: Size(width: width, height: height))
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        self.store = store
        flow = AppFlow(
            window: application.window, manifest: try Fixtures.manifest(language),
            currentVersion: SemanticVersion(version)!, store: store, mainScreen: Self.standInMenu)
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

    /// Runs a key script and returns the named snapshots' text.
    @discardableResult
    package func play(_ script: String) throws -> [String: String] {
        var snapshots: [String: String] = [:]
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in
            snapshots[name] = frame.text
        }
        try runner.run(try KeyScript.parse(script, file: "test.keys"))
        return snapshots
    }

    package var screen: String { application.currentFrame?.text ?? "" }

    package var onboarding: OnboardingViewController? {
        application.window.rootViewController as? OnboardingViewController
    }
}
