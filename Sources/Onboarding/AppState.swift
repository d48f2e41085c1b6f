/// What the app remembers between launches: the last version shown, the share choice and how
/// the last onboarding ended.
///
/// Stored as JSON in `$XDG_STATE_HOME/<app-id>/state.json`. Unknown keys are ignored and every
/// field is optional, so an older or newer file still reads.
public struct AppState: Codable, Hashable, Sendable {
    /// The highest app version whose onboarding was dismissed.
    public var lastVersion: String?
    /// The "Share with everyone" choice.
    public var share: Bool?
    /// `finished` or `skipped`.
    public var lastOutcome: String?

    package init(lastVersion: String? = nil, share: Bool? = nil, lastOutcome: String? = nil) {
        self.lastVersion = lastVersion
        self.share = share
        self.lastOutcome = lastOutcome
    }
}
