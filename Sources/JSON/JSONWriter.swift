import TermCore

/// Writes a ``JSONValue`` as pretty-printed JSON text with sorted keys.
///
/// The layout is the one FoundationEssentials' `JSONEncoder` wrote with `.prettyPrinted` and
/// `.sortedKeys` (two-space indent, `"key" : value`), so state files stay the same on disk.
package enum JSONWriter {
    package static func prettyPrinted(_ value: JSONValue) -> String {
        var text = ""
        write(value, indent: "", into: &text)
        return text
    }

    private static func write(_ value: JSONValue, indent: String, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .number(let number): text += number
        case .string(let string): text += JSONText.quoted(string)
        case .array(let elements) where elements.isEmpty: text += "[]"
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += indent + "  "
                write(element, indent: indent + "  ", into: &text)
                text += index < elements.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let members) where members.isEmpty: text += "{}"
        case .object(let members):
            text += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                text += indent + "  " + JSONText.quoted(key) + " : "
                write(members[key] ?? .null, indent: indent + "  ", into: &text)
                text += index < keys.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }
}
