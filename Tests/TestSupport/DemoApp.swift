import DemoScreens
import OnboardKit
import Onboarding
import TermCore
import TermUI
import Testing

/// The demo app as `onboard --headless` composes it (bundled Assets, the front door, the demo
/// menu as main screen, fresh memory state unless a folder is named), a step at a time.
@MainActor
package struct DemoApp {
    package let app: HeadlessApp

    /// Starts on the first page (every page shown unless `showsEveryPage` is false, then the
    /// version gate decides against `stateDirectory`).
    package init(
        size: Size = Size(width: 80, height: 24), stateDirectory: String? = nil, showsEveryPage: Bool = true,
        language: String = "C.UTF-8", motion: Motion = .reduced
    ) {
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
        app = whatsNew.headless(
            size: size, mainScreen: DemoMenu.mainScreen(assets: Fixtures.assets, language: language),
            animates: motion == .full)
        app.application.settle()
    }

    /// Wraps a headless app made another way (a test's own content source, say).
    package init(app: HeadlessApp) {
        self.app = app
    }

    package var backend: HeadlessBackend { app.backend }
    package var application: Application { app.application }
    package var flow: AppFlow { app.flow }

    package func press(_ keys: String) throws {
        try app.press(keys)
    }

    package func resize(to size: Size) {
        app.resize(to: size)
    }

    /// Plays a key script (`press`, `click`, `resize`, `expect`, …); a failed `expect` is
    /// recorded with the screen it saw.
    package func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try app.play(try KeyScript.parse(script, file: "test"))
        } catch let failure as ScriptRunner.Failure {
            Issue.record("line \(failure.line): \(failure.message)\n\(failure.screen)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    package var frame: CellBuffer { app.frame }
    package var screen: CellBuffer { app.frame }

    package var lines: [String] {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The screen line that carries the selection indicator.
    package var selectedLine: String? { lines.first { $0.hasPrefix("›") } }

    /// The menu's tab bar controller, when the menu shows.
    package var tabs: TabBarController? { application.window.rootViewController as? TabBarController }
}
