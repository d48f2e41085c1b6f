/// A key press: a key and the modifiers held with it.
///
/// Has exactly one canonical spelling (`left`, `shift+tab`, `ctrl+c`, `pgdn`, `a`), used alike
/// by key maps, scripts, logs and tests; ``init(_:)`` parses it and ``description`` prints it.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character key.
    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }
}

extension KeyEvent: LosslessStringConvertible {
    /// Parses a canonical key name; also accepts a few common aliases (`return`, `escape`).
    public init?(_ description: String) {
        var parts = description.split(separator: "+", omittingEmptySubsequences: false)
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt", "meta": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: return nil
            }
        }
        guard let key = KeyNames.key(named: String(last)) else { return nil }
        self.init(key, modifiers: modifiers)
    }

    public var description: String {
        var name = ""
        if modifiers.contains(.control) { name += "ctrl+" }
        if modifiers.contains(.alt) { name += "alt+" }
        if modifiers.contains(.shift) { name += "shift+" }
        return name + KeyNames.name(of: key)
    }
}

/// The table between keys and their names.
enum KeyNames {
    static let named: [(Key, String)] = [
        (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
        (.home, "home"), (.end, "end"), (.pageUp, "pgup"), (.pageDown, "pgdn"),
        (.enter, "enter"), (.tab, "tab"), (.backspace, "backspace"), (.delete, "delete"),
        (.insert, "insert"), (.escape, "esc"),
        (.character(" "), "space"), (.character("+"), "plus"), (.character("#"), "hash"),
        (.character("*"), "star"),
    ]

    static let aliases: [String: Key] = [
        "return": .enter, "escape": .escape, "pageup": .pageUp, "pagedown": .pageDown,
        "del": .delete, "bs": .backspace,
    ]

    static func name(of key: Key) -> String {
        if case .function(let number) = key { return "f\(number)" }
        if let entry = named.first(where: { $0.0 == key }) { return entry.1 }
        if case .character(let character) = key { return String(character) }
        return "?"
    }

    static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first, character != " " {
            return .character(character)
        }
        let lower = name.lowercased()
        if let entry = named.first(where: { $0.1 == lower }) { return entry.0 }
        if let alias = aliases[lower] { return alias }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            return .function(number)
        }
        return nil
    }
}
