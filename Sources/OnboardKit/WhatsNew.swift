import Onboarding
import TermCore
import TermUI

/// The front door: decides whether an app's what's-new pages are due, shows them, and gives
/// the terminal back as it found it.
///
/// One call does it all for a command-line tool:
///
/// ```swift
/// let outcome = try WhatsNew.presentIfNeeded(assets: "onboarding", appID: "mytool", version: "1.4.0")
/// ```
///
/// It decides first, without touching the terminal (``decide()``: the version gate against the
/// stored state, the opt-outs, whether there is a terminal at all), so a launch with nothing new
/// costs one file read and never flashes a screen. Only when pages are due does it start the
/// terminal; quitting, Ctrl-C, SIGTERM, SIGHUP and crashes all restore it, and anything written
/// to stderr meanwhile is replayed afterwards. Full-screen apps pass a ``MainScreen`` to
/// ``run(mainScreen:)`` for the root swap after "Enter app"; CI drives the same flow through
/// ``presentHeadless(size:script:mainScreen:)``.
///
/// A plain value: it can be built, and ``decide()`` asked, on any thread or actor; showing the
/// pages (``presentIfNeeded()``, ``run(mainScreen:)``, the headless runs) happens on the main
/// actor, as the terminal and the window belong to it.
public struct WhatsNew: Sendable {
    /// The pages and their labels.
    public var manifest: Manifest
    /// Names the state folder: `$XDG_STATE_HOME/<appID>/state.json` (default `~/.local/state`).
    public var appID: String
    /// The running version, compared with the stored one.
    public var version: SemanticVersion
    /// Where `CI`, `ONBOARD_DISABLE`, `ONBOARD_ANIMATIONS`, the locale and the state folder come
    /// from (the process environment unless a test gives its own).
    public var environment: [String: String]
    /// The tool's own switch (a `--quiet` flag, say): true shows no pages.
    public var isDisabled = false
    /// Shows every page whatever the stored version says, past the opt-outs (not past a missing
    /// terminal).
    public var showsEveryPage = false
    /// Forgets the stored version before deciding (and stores that when presenting).
    public var forgetsStoredVersion = false
    /// Keeps the state in `DIRECTORY/state.json` instead of the per-app default.
    public var stateDirectory: String?
    /// Forces a colour depth instead of what the terminal (or `NO_COLOR`) says.
    public var colorDepth: ColorDepth?
    /// Shows the pages as plain lines for a screen reader instead of full screen: never the
    /// alternate screen, never a cursor move; one-key prompts; the same gate, state and outcome
    /// (`ONBOARD_ACCESSIBLE=1` turns it on).
    public var isAccessible: Bool
    /// Slides between pages, or jumps (`ONBOARD_ANIMATIONS=none` chooses the jump).
    public var motion: Motion
    /// Hears each problem met with the state file, after the terminal is restored.
    ///
    /// By default they go to stderr as `warning: …` lines.
    public var onWarning: @MainActor (String) -> Void = { StandardError.write("warning: \($0)") }
    /// Hears keys nothing on screen used (after `q` and Ctrl-C, which quit).
    public var onUnhandledKey: (@MainActor (KeyEvent) -> Void)?
    /// Hears the frame statistics and the bytes written when a terminal run ends.
    public var onStatistics: (@MainActor (FrameStats, _ bytesWritten: Int) -> Void)?

    public init(
        manifest: Manifest, appID: String, version: SemanticVersion,
        environment: [String: String] = ProcessEnvironment.current()
    ) {
        self.manifest = manifest
        self.appID = appID
        self.version = version
        self.environment = environment
        motion = environment["ONBOARD_ANIMATIONS"] == "none" ? .reduced : .full
        isAccessible = environment["ONBOARD_ACCESSIBLE"] == "1"
    }

    /// Pages from an assets folder (`DIR/manifest.json` and its art), in the locale's language.
    public init(
        assets directory: String, appID: String, version: String,
        environment: [String: String] = ProcessEnvironment.current()
    ) throws(WhatsNewError) {
        let manifest: Manifest
        do {
            manifest = try ManifestLoader.load(from: directory, language: Language.resolve(environment: environment))
        } catch {
            throw .assets(error)
        }
        try self.init(manifest: manifest, appID: appID, version: version, environment: environment)
    }

    /// Pages built in code, with the last page's labels in English unless given.
    public init(
        pages: [FeaturePage], appID: String, version: String, shareLabel: String = "Share with everyone",
        enterLabel: String = "Enter app", environment: [String: String] = ProcessEnvironment.current()
    ) throws(WhatsNewError) {
        var manifest = Manifest(pages: pages, shareLabel: shareLabel, enterLabel: enterLabel)
        manifest.strings = BuiltInStrings(language: Language.resolve(environment: environment))
        try self.init(manifest: manifest, appID: appID, version: version, environment: environment)
    }

    private init(
        manifest: Manifest, appID: String, version text: String, environment: [String: String]
    ) throws(WhatsNewError) {
        guard let version = SemanticVersion(text) else { throw .invalidVersion(text) }
        guard WhatsNewError.isValidAppID(appID) else { throw .invalidAppID(appID) }
        self.init(manifest: manifest, appID: appID, version: version, environment: environment)
    }

    /// Decides and, when pages are due, shows them: the whole front door in one call.
    @MainActor
    public static func presentIfNeeded(assets: String, appID: String, version: String) throws(WhatsNewError)
        -> Outcome
    {
        try WhatsNew(assets: assets, appID: appID, version: version).presentIfNeeded()
    }

    /// The state store a run uses: `stateDirectory`, else the per-app folder on a terminal and
    /// fresh memory headless (a headless run writes nothing unless it names a folder).
    func makeStore(onTerminal: Bool) -> any StateStore {
        if let stateDirectory { return FileStateStore(directory: stateDirectory) }
        // An id set without the checking initializers (`init(manifest:appID:version:)`, or
        // `appID` changed later) never names a folder outside the state home: nothing is stored.
        if !onTerminal || !hasUsableAppID { return MemoryStateStore() }
        return FileStateStore(directory: FileStateStore.defaultDirectory(appID: appID, environment: environment))
    }

    /// Whether ``appID`` can name the state folder (``AppIdentifier``) or a folder is given.
    var hasUsableAppID: Bool { stateDirectory != nil || AppIdentifier.isValid(appID) }
}
