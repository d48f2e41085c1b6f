/// Text attributes a terminal can draw without colour.
///
/// They carry focus, selection and the current page when colour is off (`NO_COLOR`, vt100).
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Emphasis in formatted text; terminals without italics (terminfo `sitm`) show it plain.
    public static let italic = TextAttributes(rawValue: 1 << 4)

    /// The attribute names in a fixed order, as the style layer of headless frames prints them.
    package var names: [String] {
        [
            (TextAttributes.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.reverse, "reverse"),
        ]
        .filter { contains($0.0) }.map(\.1)
    }
}
