import TermCore

/// The few symbols views draw besides their text: in Unicode, or in ASCII where the locale did
/// not ask for UTF-8 (`LANG=C`), as the onboarding's dots and art already switch.
///
/// A window has one set (``Window/glyphs``); tables, navigation bars, buttons and text views
/// draw from it, so an app switches them all in one place. One flag, the symbols computed from
/// it: a table hands the set to every cell each frame, and a struct of six strings cost a tenth
/// of a Down in copies.
package struct Glyphs: Sendable, Equatable {
    /// Whether the symbols are ASCII.
    package var isASCII: Bool

    /// The end of text cut short.
    package var ellipsis: String { isASCII ? "..." : "…" }
    /// The selected row's marker and a row's disclosure indicator.
    package var forward: String { isASCII ? ">" : "›" }
    /// Before a navigation bar's back title.
    package var back: String { isASCII ? "<" : "‹" }
    /// Before the "more" hint of text cut at the bottom.
    package var moreBelow: String { isASCII ? "v" : "↓" }
    /// Before the "more" hint of text cut at the top.
    package var moreAbove: String { isASCII ? "^" : "↑" }
    /// Between two short facts on one line (a byline and a time).
    package var separator: String { isASCII ? "-" : "·" }

    package static let unicode = Glyphs(isASCII: false)
    package static let ascii = Glyphs(isASCII: true)

    /// The set for a locale that does or does not speak UTF-8.
    package static func forUnicode(_ usesUnicode: Bool) -> Glyphs { usesUnicode ? .unicode : .ascii }
}

extension View {
    /// The glyphs of the window the view is in (Unicode when it is in none).
    package var windowGlyphs: Glyphs { window?.glyphs ?? .unicode }
}
