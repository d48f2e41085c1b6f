import Onboarding

/// A Keep a Changelog file as the front door's page source, beside an assets folder.
///
/// Each release becomes a page titled with its version (``Changelog``), newest first; a launch
/// shows the releases newer than the version the person last saw, up to the running version,
/// which is the caller's or else the newest release in the file. The last page's labels are
/// the caller's (English by default), or stay those of the manifest ``useChangelog(_:version:)``
/// is applied to. A heading that is not a release is skipped with one `warning:` line on stderr
/// naming its line; only a file where no release parses is an error.
extension WhatsNew {
    /// Pages from the changelog at `path`; `version` nil runs as the newest release.
    public init(
        changelog path: String, appID: String, version: String? = nil, shareLabel: String = "Share with everyone",
        enterLabel: String = "Enter app", environment: [String: String] = ProcessEnvironment.current()
    ) throws(WhatsNewError) {
        let changelog: Changelog
        do {
            changelog = try Changelog.load(from: path)
        } catch {
            throw .changelog(error)
        }
        for warning in changelog.warnings { StandardError.write("warning: \(warning)") }
        var running: SemanticVersion?
        if let version {
            guard let parsed = SemanticVersion(version) else { throw .invalidVersion(version) }
            running = parsed
        }
        guard WhatsNewError.isValidAppID(appID) else { throw .invalidAppID(appID) }
        var manifest = Manifest(pages: [], shareLabel: shareLabel, enterLabel: enterLabel)
        manifest.strings = BuiltInStrings(language: Language.resolve(environment: environment))
        self.init(
            manifest: manifest, appID: appID, version: running ?? changelog.newestVersion ?? SemanticVersion("0")!,
            environment: environment)
        useChangelog(changelog, version: running)
    }

    /// Decides and, when releases are new, shows them: the changelog form of the one call.
    @MainActor
    public static func presentIfNeeded(changelog: String, appID: String, version: String? = nil)
        throws(WhatsNewError) -> Outcome
    {
        try WhatsNew(changelog: changelog, appID: appID, version: version).presentIfNeeded()
    }

    /// Shows `changelog`'s releases instead of the manifest's pages (its labels and layout stay);
    /// `version` nil runs as the newest release.
    package mutating func useChangelog(_ changelog: Changelog, version: SemanticVersion?) {
        self.version = version ?? changelog.newestVersion ?? self.version
        manifest.pages = changelog.pages(newerThan: nil, running: self.version)
        manifest.showsOnlyNewPages = true
    }
}
