import Onboarding
import TermCore
import TermUI

/// What both kinds of run share: the loaded manifest and the app flow wired to a window.
@MainActor
struct Session {
    let options: Options
    let environment: [String: String]
    let manifest: Manifest

    init(options: Options, environment: [String: String]) throws(AssetError) {
        self.options = options
        self.environment = environment
        let directory = options.assetsDirectory ?? AssetLocator.bundledAssets(environment: environment)
        manifest = try ManifestLoader.load(from: directory, language: Language.resolve(environment: environment))
    }

    var motion: Motion {
        options.reducedMotion || environment["ONBOARD_ANIMATIONS"] == "none" ? .reduced : .full
    }

    /// Starts the flow on `application`'s window; `q` and Ctrl-C quit.
    func start(on application: Application, usesUnicode: Bool) -> AppFlow {
        let flow = AppFlow(window: application.window, manifest: manifest, makeMainMenu: DemoMenu.make)
        flow.usesUnicode = usesUnicode
        application.window.onUnhandledKey = { [weak application] key in
            if key == KeyEvent(.character("q")) || key == KeyEvent(.character("c"), modifiers: .control) {
                application?.quit()
            }
        }
        flow.start(pages: manifest.pages)
        return flow
    }
}
