/// A JSON document as a tree of values.
///
/// What ``JSONWriter`` writes the state file from, and what tests compare parsed text with;
/// decoding never builds one (it reads a ``JSONDocument``'s tape). Numbers keep their text, so
/// an integer reads back exactly and nothing is rounded until a caller asks for a type.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What kind of value this is, in words for error messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "text"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
