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
///
/// A nil colour is the terminal's own (its default background or foreground): pages that set
/// `"terminal"` in the manifest follow the person's terminal theme and paint nothing.
public struct PageColors: Hashable, Sendable {
    /// The original design's page background, RGB(246,246,246); pictures blend over it when the
    /// page uses the terminal's background, whose colour is unknown.
    public static let seedBackground = Color(red: 246, green: 246, blue: 246)

    public var background: Color? = seedBackground
    public var art: Color? = Color(red: 120, green: 120, blue: 120)
    public var title: Color? = Color(red: 40, green: 40, blue: 40)
    public var body: Color? = Color(red: 90, green: 90, blue: 90)
    /// `code` spans in Markdown bodies.
    public var code: Color? = Color(red: 176, green: 58, blue: 46)
    /// Links in Markdown bodies (also underlined).
    public var link: Color? = Color(red: 30, green: 100, blue: 200)
    /// The "Enter app" button's accent: its text, and its fill when focused.
    public var button: Color? = Color(red: 253, green: 98, blue: 42)
    /// The button's fill while pressed: the seed's highlighted background, a deeper accent.
    public var buttonPressed: Color? = Color(red: 214, green: 72, blue: 22)

    public init() {}
}
