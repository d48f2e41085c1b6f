import Onboarding
import TermCore
import TermUI
import Testing

@testable import OnboardDemo
@testable import onboard

/// The real app (manifest, flow, demo menu) on a headless screen, driven by key scripts.
@MainActor
struct MenuHarness {
    let backend: HeadlessBackend
    let application: Application
    let flow: AppFlow

    /// Starts the app as `onboard --headless` does, on the first onboarding page.
    init(size: Size = Size(width: 80, height: 24), stateDirectory: String? = nil, language: String = "C.UTF-8") {
        var options = Options()
        options.mode = .headless
        options.size = size
        options.stateDirectory = stateDirectory
        options.forceOnboarding = true
        let session: Session
        do {
            session = try Session(options: options, environment: ["ONBOARD_ASSETS": Fixtures.assets, "LANG": language])
        } catch {
            fatalError("the bundled assets do not load: \(error)")
        }
        backend = HeadlessBackend(size: size)
        application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        flow = session.start(on: application, usesUnicode: true, headless: true)
    }

    /// Shows the demo menu over `content` straight away, with no onboarding.
    init(content: any MenuContentSource, size: Size = Size(width: 80, height: 24)) {
        backend = HeadlessBackend(size: size)
        application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(from: Fixtures.assets, language: .english)
        } catch {
            fatalError("the bundled assets do not load: \(error)")
        }
        flow = AppFlow(
            window: application.window, manifest: manifest, currentVersion: SemanticVersion("2.1.0")!,
            store: MemoryStateStore()
        ) { flow in
            DemoMenu.make(flow: flow, assets: Fixtures.assets, language: .english, content: content)
        }
        flow.showMainMenu()
    }

    /// Plays a key script (`press`, `click`, `resize`, `expect`, …); a failed `expect` is
    /// recorded with the screen it saw.
    func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let runner = ScriptRunner(application: application, backend: backend) { _, _ in }
        do {
            try runner.run(try KeyScript.parse(script, file: "test"))
        } catch let failure as ScriptRunner.Failure {
            Issue.record("line \(failure.line): \(failure.message)\n\(failure.screen)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    var screen: CellBuffer { application.currentFrame ?? application.window.render() }

    var lines: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The screen line that carries the selection indicator.
    var selectedLine: String? { lines.first { $0.hasPrefix("›") } }

    /// The menu's tab bar controller, when the menu shows.
    var tabs: TabBarController? { application.window.rootViewController as? TabBarController }
}
