import TermCore

/// The few words views say besides the app's own text, in the person's language: the "more"
/// hint under text cut short and the "Terminal too small" notice.
///
/// A window has one set (``Window/words``), English unless the app gives its own. Each is a
/// template: `{count}` is a number of lines, `{size}` a size such as `40×10`. In ASCII
/// (``Glyphs/isASCII``) a `—` in them is written `-`.
package struct InterfaceWords: Sendable, Equatable {
    /// The hint with lines still below: `more ({count} lines)`, after the down arrow.
    package var moreLines = "more ({count} lines)"
    /// The hint with one line below.
    package var moreLine = "more (1 line)"
    /// The hint once nothing is below, after the up arrow.
    package var moreAbove = "more above"
    /// The notice's first line.
    package var tooSmall = "Terminal too small — need {size}"
    /// The notice's second line.
    package var currentSize = "now {size}"

    package init() {}

    /// `↓ more (3 lines)`, or `↑ more above` once nothing is below (long pages and text views
    /// say it alike).
    package func moreHint(below: Int, glyphs: Glyphs) -> String {
        let words =
            below > 1 ? Self.fill(moreLines, "count", "\(below)") : below == 1 ? moreLine : moreAbove
        return "\(below > 0 ? glyphs.moreBelow : glyphs.moreAbove) \(Self.plain(words, glyphs))"
    }

    /// The notice's two lines for a window that needs `minimum` and has `size`.
    package func tooSmallLines(minimum: Size, size: Size, glyphs: Glyphs) -> (headline: String, detail: String) {
        let times = glyphs.isASCII ? "x" : "×"
        let need = Self.fill(tooSmall, "size", "\(minimum.width)\(times)\(minimum.height)")
        let now = Self.fill(currentSize, "size", "\(size.width)\(times)\(size.height)")
        return (Self.plain(need, glyphs), Self.plain(now, glyphs))
    }

    /// `template` with each `{name}` replaced by `value` (one pass by hand: no `_StringProcessing`).
    package static func fill(_ template: String, _ name: String, _ value: String) -> String {
        let placeholder = Array("{\(name)}")
        let characters = Array(template)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "{", characters.count - index >= placeholder.count,
                Array(characters[index..<index + placeholder.count]) == placeholder
            {
                result += value
                index += placeholder.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    private static func plain(_ text: String, _ glyphs: Glyphs) -> String {
        glyphs.isASCII ? String(text.map { $0 == "—" ? "-" : $0 }) : text
    }
}

extension View {
    /// The words of the window the view is in (English when it is in none).
    package var windowWords: InterfaceWords { window?.words ?? InterfaceWords() }
}
