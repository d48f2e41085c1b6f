import DemoScreens
import OnboardKit
import Onboarding
import TermCore

/// One run of the command: the front door configured from the options, and whose pages they are.
///
/// Without `--assets` it is the demo app (its bundled pages, then its main menu); with it, the
/// runner for another app's pages, which ends with a JSON line instead of a menu.
@MainActor
struct Session {
    let options: Options
    let whatsNew: WhatsNew
    /// The assets folder the pages came from; the demo menu reads `menu/` inside it.
    let assetsDirectory: String
    let language: Language
    var isRunner: Bool { options.assetsDirectory != nil }

    static let demoAppID = "onboard-demo"

    init(options: Options, environment: [String: String]) throws(AssetError) {
        self.options = options
        let directory = options.assetsDirectory ?? AssetLocator.bundledAssets(environment: environment)
        assetsDirectory = directory
        language = Language.resolve(environment: environment)
        let manifest = try ManifestLoader.load(from: directory, language: language)
        try Self.checkIdentity(of: manifest, options: options, manifestPath: directory + "/manifest.json")
        var whatsNew = WhatsNew(
            manifest: manifest, appID: options.appID ?? manifest.appID ?? Self.demoAppID,
            version: options.appVersion.flatMap(SemanticVersion.init) ?? manifest.version
                ?? SemanticVersion(HelpText.version)!,
            environment: environment)
        if let path = options.changelogPath {
            let changelog = try Changelog.load(from: path)
            for warning in changelog.warnings { Console.error("warning: \(warning)") }
            whatsNew.useChangelog(changelog, version: options.appVersion.flatMap(SemanticVersion.init))
        }
        whatsNew.isDisabled = options.noOnboarding
        whatsNew.showsEveryPage = options.forceOnboarding
        whatsNew.forgetsStoredVersion = options.reset
        whatsNew.stateDirectory = options.stateDirectory
        whatsNew.colorDepth = options.colorDepth
        if options.reducedMotion { whatsNew.motion = .reduced }
        if options.accessible { whatsNew.isAccessible = true }
        whatsNew.onWarning = { Console.error("warning: \($0)") }
        let crashKey = DeliberateCrash.key(environment: environment)
        whatsNew.onUnhandledKey = { key in if key == crashKey { DeliberateCrash.trap() } }
        self.whatsNew = whatsNew
    }

    /// Another app's pages that read or write its state need its id and version.
    ///
    /// They come from the manifest or the flags: without them the run fell back to the demo's
    /// (`onboard-demo`, onboard's own version) and a wrapper that forgot a flag kept its state
    /// in the demo's folder. Headless and plain runs keep no state of their own, so the
    /// fallback stays there.
    private static func checkIdentity(of manifest: Manifest, options: Options, manifestPath: String)
        throws(AssetError)
    {
        guard options.assetsDirectory != nil, options.isAboutAppState else { return }
        if options.appID == nil, manifest.appID == nil {
            throw AssetError(
                file: manifestPath, field: "appId", message: "missing: name the app here or pass --app-id ID")
        }
        if options.appVersion == nil, manifest.version == nil, options.changelogPath == nil {
            throw AssetError(
                file: manifestPath, field: "version",
                message: "missing: give the app's version here or pass --app-version V")
        }
    }

    /// The demo's main menu after the pages; the runner has none.
    var mainScreen: MainScreen? {
        isRunner ? nil : DemoMenu.mainScreen(assets: assetsDirectory, language: language)
    }

    /// The runner's JSON line; `storedShare` stands in when the pages did not reach an end (read
    /// only for the runner: for the demo it was a state file read at every quit).
    func reportRunner(_ outcome: Outcome, storedShare: @autoclosure () -> Bool) {
        guard isRunner else { return }
        Console.output(RunnerResult.line(outcome, share: storedShare(), version: whatsNew.version))
    }
}
