import TermCore

/// The few symbols views draw besides their text: in Unicode, or in ASCII where the locale did
/// not ask for UTF-8 (`LANG=C`), as the onboarding's dots and art already switch.
///
/// A window has one set (``Window/glyphs``); tables, navigation bars, buttons and text views
/// draw from it, so an app switches them all in one place. One flag, the symbols computed from
/// it: a table hands the set to every cell each frame, and a struct of six strings cost a tenth
/// of a Down in copies.
public struct Glyphs: Sendable, Equatable {
    /// Whether the symbols are ASCII.
    public var isASCII: Bool

    /// The end of text cut short.
    public var ellipsis: String { isASCII ? "..." : "…" }
    /// The selected row's marker and a row's disclosure indicator.
    public var forward: String { isASCII ? ">" : "›" }
    /// Before a navigation bar's back title.
    public var back: String { isASCII ? "<" : "‹" }
    /// Before the "more" hint of text cut at the bottom.
    public var moreBelow: String { isASCII ? "v" : "↓" }
    /// Before the "more" hint of text cut at the top.
    public var moreAbove: String { isASCII ? "^" : "↑" }
    /// Between two short facts on one line (a byline and a time).
    public var separator: String { isASCII ? "-" : "·" }

    /// The hint under text cut short with `below` lines still below it: `↓ more (3 lines)`, or
    /// `↑ more above` once nothing is (long pages and text views say it alike).
    public func moreHint(below: Int) -> String {
        below > 0 ? "\(moreBelow) more (\(below) \(below == 1 ? "line" : "lines"))" : "\(moreAbove) more above"
    }

    public static let unicode = Glyphs(isASCII: false)
    public static let ascii = Glyphs(isASCII: true)

    /// The set for a locale that does or does not speak UTF-8.
    public static func forUnicode(_ usesUnicode: Bool) -> Glyphs { usesUnicode ? .unicode : .ascii }
}

extension View {
    /// The glyphs of the window the view is in (Unicode when it is in none).
    public var windowGlyphs: Glyphs { window?.glyphs ?? .unicode }
}
