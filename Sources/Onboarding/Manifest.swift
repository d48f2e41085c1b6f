/// The pages and labels of one app's onboarding, resolved for one language.
public struct Manifest: Sendable {
    /// The app's identifier (names its state folder); nil when the manifest gives none.
    public var appID: String?
    /// The app version the assets describe; nil when the manifest gives none.
    public var version: SemanticVersion?
    public var pages: [FeaturePage]
    public var shareLabel: String
    public var enterLabel: String
    package var layout = PagerLayout()
    /// Onboard's own words (the "more" hint, the too-small notice, the accessible mode's
    /// prompts) in the person's language.
    package var strings = BuiltInStrings(language: .english)
    /// Only pages newer than the stored version show, never every page on a feature release:
    /// the pages are releases (a changelog), and an older release is never news.
    public var showsOnlyNewPages = false

    public init(
        appID: String? = nil, version: SemanticVersion? = nil, pages: [FeaturePage], shareLabel: String,
        enterLabel: String
    ) {
        self.appID = appID
        self.version = version
        self.pages = pages
        self.shareLabel = shareLabel
        self.enterLabel = enterLabel
    }
}
