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
    package var colors: PageColors
    /// Drawn in the art's place where the terminal can show it; the art is the fallback.
    package var image: Picture?
    /// The picture or art in words (the manifest's `alt`), read out by the accessible mode.
    package var alt: String?

    /// A page in code: its art's lines, its title and body (Markdown), shown from `since` on.
    public init(art: [String], title: String, body: String, since: SemanticVersion? = nil) {
        self.init(art: art, title: title, body: body, since: since, colors: PageColors())
    }

    package init(
        art: [String], title: String, body: String, since: SemanticVersion? = nil, colors: PageColors,
        image: Picture? = nil
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
package struct PageColors: Hashable, Sendable {
    /// The original design's page background, RGB(246,246,246); pictures blend over it when the
    /// page uses the terminal's background, whose colour is unknown.
    package static let seedBackground = Color(red: 246, green: 246, blue: 246)

    package var background: Color? = seedBackground
    package var art: Color? = Color(red: 120, green: 120, blue: 120)
    package var title: Color? = Color(red: 40, green: 40, blue: 40)
    package var body: Color? = Color(red: 90, green: 90, blue: 90)
    /// `code` spans in Markdown bodies.
    package var code: Color? = Color(red: 176, green: 58, blue: 46)
    /// Links in Markdown bodies (also underlined).
    package var link: Color? = Color(red: 30, green: 100, blue: 200)
    /// The "Enter app" button's accent: its text, and its fill when focused.
    package var button: Color? = Color(red: 253, green: 98, blue: 42)
    /// The button's fill while pressed: the seed's highlighted background, a deeper accent.
    package var buttonPressed: Color? = Color(red: 214, green: 72, blue: 22)

    package init() {}
}
