import Pictures
import TermCore

/// One page of the what's-new pager: text art or a picture, a title, a body and its colours.
///
/// A value resolved for one language, so views never see translations or file paths.
public struct FeaturePage: Hashable, Sendable {
    public var art: [String]
    /// Inline CommonMark (`**bold**`, `*italic*`, `` `code` ``, links).
    public var title: String
    /// CommonMark: paragraphs, lists, emphasis, code and links.
    public var body: String
    /// The app version that introduced the page; nil shows it to everyone.
    public var since: SemanticVersion?
    public var colors: PageColors
    /// Drawn in the art's place where the terminal can show it; the art is the fallback.
    public var image: Picture?

    public init(
        art: [String], title: String, body: String, since: SemanticVersion? = nil,
        colors: PageColors = PageColors(), image: Picture? = nil
    ) {
        self.art = art
        self.title = title
        self.body = body
        self.since = since
        self.colors = colors
        self.image = image
    }
}

/// The colours of a feature page; defaults follow the original design.
public struct PageColors: Hashable, Sendable {
    public var background = Color(red: 246, green: 246, blue: 246)
    public var art = Color(red: 120, green: 120, blue: 120)
    public var title = Color(red: 40, green: 40, blue: 40)
    public var body = Color(red: 90, green: 90, blue: 90)
    /// `code` spans in Markdown bodies.
    public var code = Color(red: 176, green: 58, blue: 46)
    /// Links in Markdown bodies (also underlined).
    public var link = Color(red: 30, green: 100, blue: 200)
    /// The "Enter app" button's accent: its text, and its fill when focused.
    public var button = Color(red: 253, green: 98, blue: 42)
    /// The button's fill while pressed: the seed's highlighted background, a deeper accent.
    public var buttonPressed = Color(red: 214, green: 72, blue: 22)

    public init() {}
}
