/// One value of a scanned JSON document, packed into 64 bits of a ``JSONDocument``'s tape.
///
/// Kind in the top three bits; for text and numbers, whether the text has escapes, then its
/// byte offset and length in the document; for arrays and objects, the tape index just past
/// their last value and how many values (members) they hold. Thirty bits each, so documents
/// are limited to 1 GiB (``JSONScanner/maximumBytes``).
struct JSONTapeEntry {
    enum Kind: UInt64 {
        case null, `false`, `true`, number, string, array, object
    }

    private static let fieldBits: UInt64 = 30
    private static let fieldMask: UInt64 = (1 << fieldBits) - 1
    private static let escapedBit: UInt64 = 1 << 60

    let bits: UInt64

    init(bits: UInt64) {
        self.bits = bits
    }

    /// A literal (`null`, `true`, `false`).
    init(_ kind: Kind) {
        bits = kind.rawValue << 61
    }

    /// Text or a number: where its bytes are (for text, inside the quotes).
    init(_ kind: Kind, offset: Int, length: Int, escaped: Bool = false) {
        bits =
            kind.rawValue << 61 | (escaped ? Self.escapedBit : 0) | UInt64(offset) << Self.fieldBits
            | UInt64(length)
    }

    /// An array or an object: the tape index after its last value, and its count.
    init(_ kind: Kind, end: Int, count: Int) {
        bits = kind.rawValue << 61 | UInt64(end) << Self.fieldBits | UInt64(count)
    }

    var kind: Kind {
        @inline(__always) get { Kind(rawValue: bits >> 61) ?? .null }
    }
    var isEscaped: Bool { bits & Self.escapedBit != 0 }
    /// The text's first byte (strings, numbers).
    var offset: Int { Int(truncatingIfNeeded: bits >> Self.fieldBits & Self.fieldMask) }
    /// The text's length in bytes (strings, numbers).
    var length: Int { Int(truncatingIfNeeded: bits & Self.fieldMask) }
    /// The tape index after the container's last value (arrays, objects).
    var end: Int { offset }
    /// How many elements or members (arrays, objects).
    var count: Int { length }

    /// What kind of value this is, in words for error messages.
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string: "text"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
