/// A key on the keyboard, without modifiers.
///
/// Printable keys are `.character`; everything else is a named case. Combinations such as
/// Shift-Tab are a key plus ``Modifiers``, never extra cases.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, tab, backspace, delete, insert, escape
    case function(Int)

    /// The space bar.
    public static let space = Key.character(" ")
}

/// Modifier keys held with a key.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let control = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let shift = Modifiers(rawValue: 1 << 2)
}
