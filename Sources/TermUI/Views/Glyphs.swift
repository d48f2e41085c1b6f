import TermCore

/// The few symbols views draw besides their text: in Unicode, or in ASCII where the locale did
/// not ask for UTF-8 (`LANG=C`), as the onboarding's dots and art already switch.
///
/// A window has one set (``Window/glyphs``); tables, navigation bars, buttons and text views
/// draw from it, so an app switches them all in one place.
public struct Glyphs: Sendable, Equatable {
    /// The end of text cut short.
    public var ellipsis: String
    /// The selected row's marker and a row's disclosure indicator.
    public var forward: String
    /// Before a navigation bar's back title.
    public var back: String
    /// Before "more" hints of text cut at the bottom and at the top.
    public var moreBelow: String
    public var moreAbove: String
    /// Between two short facts on one line (a byline and a time).
    public var separator: String

    public static let unicode = Glyphs(
        ellipsis: "…", forward: "›", back: "‹", moreBelow: "↓", moreAbove: "↑", separator: "·")
    public static let ascii = Glyphs(
        ellipsis: "...", forward: ">", back: "<", moreBelow: "v", moreAbove: "^", separator: "-")

    /// The set for a locale that does or does not speak UTF-8.
    public static func forUnicode(_ usesUnicode: Bool) -> Glyphs { usesUnicode ? .unicode : .ascii }
}

extension View {
    /// The glyphs of the window the view is in (Unicode when it is in none).
    public var windowGlyphs: Glyphs { window?.glyphs ?? .unicode }
}
