import Onboarding
import OnboardDemo
import TermCore
import TermUI

/// What both kinds of run share: the manifest, the version, the state store and the app flow.
@MainActor
struct Session {
    let options: Options
    let environment: [String: String]
    var manifest: Manifest
    let appID: String
    let version: SemanticVersion
    /// The assets folder the pages came from; the demo menu reads `menu/` inside it.
    let assetsDirectory: String
    let language: Language
    /// Runner mode (`--assets`): another app's pages, then a JSON line instead of the menu.
    var isRunner: Bool { options.assetsDirectory != nil }

    static let demoAppID = "onboard-demo"

    init(options: Options, environment: [String: String]) throws(AssetError) {
        self.options = options
        self.environment = environment
        let directory = options.assetsDirectory ?? AssetLocator.bundledAssets(environment: environment)
        assetsDirectory = directory
        language = Language.resolve(environment: environment)
        manifest = try ManifestLoader.load(from: directory, language: language)
        appID = options.appID ?? manifest.appID ?? Self.demoAppID
        let changelog = try options.changelogPath.map { path throws(AssetError) in try Changelog.load(from: path) }
        version =
            options.appVersion.flatMap(SemanticVersion.init) ?? changelog?.newestVersion ?? manifest.version
            ?? SemanticVersion(HelpText.version)!
        if let changelog { try useChangelog(changelog) }
    }

    /// The changelog's releases up to the running version become the pages.
    private mutating func useChangelog(_ changelog: Changelog) throws(AssetError) {
        let pages = changelog.pages(newerThan: nil, running: version)
        guard !pages.isEmpty else {
            throw AssetError(
                file: options.changelogPath ?? "", message: "no release at or below the running version \(version)")
        }
        manifest.pages = pages
    }

    var motion: Motion {
        options.reducedMotion || environment["ONBOARD_ANIMATIONS"] == "none" ? .reduced : .full
    }

    /// Headless runs start from fresh memory unless `--state-dir` names a folder.
    func makeStore(headless: Bool) -> any StateStore {
        if let directory = options.stateDirectory { return FileStateStore(directory: directory) }
        if headless { return MemoryStateStore() }
        return FileStateStore(directory: FileStateStore.defaultDirectory(appID: appID, environment: environment))
    }

    /// Starts the flow on `application`'s window; `q` and Ctrl-C quit.
    func start(on application: Application, usesUnicode: Bool, headless: Bool) -> AppFlow {
        let store = makeStore(headless: headless)
        let makeMenu: (AppFlow) -> ViewController =
            isRunner
            ? { _ in EndOfRun() }
            : { [assetsDirectory, language] flow in
                DemoMenu.make(flow: flow, assets: assetsDirectory, language: language)
            }
        let flow = AppFlow(
            window: application.window, manifest: manifest, currentVersion: version, store: store,
            makeMainMenu: makeMenu)
        flow.usesUnicode = usesUnicode
        let crashKey = DeliberateCrash.key(environment: environment)
        application.window.onUnhandledKey = { [weak application] key in
            if key == KeyEvent(.character("q")) || key == KeyEvent(.character("c"), modifiers: .control) {
                application?.quit()
            } else if key == crashKey {
                DeliberateCrash.trap()
            }
        }
        switch LaunchPolicy.decide(options: options, environment: environment, headless: headless) {
        case .gate: flow.launch(resetVersion: options.reset)
        case .force: flow.launch(force: true, resetVersion: options.reset)
        case .suppressed: flow.launch(resetVersion: options.reset, allowsOnboarding: false)
        }
        return flow
    }

    /// Prints the state warnings and, for the runner, the JSON result line.
    func report(_ flow: AppFlow) {
        for warning in flow.warnings { Console.error("warning: \(warning)") }
        guard isRunner else { return }
        let result = flow.lastResult.map(\.outcome.rawValue) ?? (flow.shownPages.isEmpty ? "not-shown" : "quit")
        let share = flow.lastResult?.share ?? flow.isShareEnabled
        Console.output(
            #"{"result":"\#(result)","share":\#(share),"version":"\#(JSONText.escape(version.description))"}"#)
    }
}

/// The runner's "main menu": ends the run as soon as it is shown.
@MainActor
final class EndOfRun: ViewController {
    override func viewDidAppear() {
        application?.quit()
    }
}
