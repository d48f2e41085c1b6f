/// Reads JSON text (RFC 8259) into a ``JSONValue``; anything else is an error.
///
/// Our own reader instead of FoundationEssentials' `JSONDecoder`: linking FoundationEssentials
/// costs about 3 MiB of resident memory and a few milliseconds of startup, more than the rest
/// of the app (see DECISIONS.md). Input is untrusted, so nesting is limited (no stack
/// exhaustion), control characters inside strings are refused as the grammar says, and bad
/// UTF-8 becomes U+FFFD rather than an error.
struct JSONParser {
    /// Where the text stopped being JSON.
    struct Failure: Error {
        var offset: Int
    }

    static let maximumDepth = 256
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value `bytes` hold, with nothing but whitespace after it.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw Failure(offset: parser.index) }
        return value
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw failure }
            return bytes[index] == UInt8(ascii: "{") ? try object() : try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure }
            let key = try string()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw failure }
            members[key] = try value()
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw failure }
        return .object(members)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            elements.append(try value())
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw failure }
        return .array(elements)
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &utf8)
            case 0..<0x20: throw Failure(offset: index - 1)
            default: utf8.append(byte)
            }
        }
        throw failure
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        guard index < bytes.count else { throw failure }
        let byte = bytes[index]
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw Failure(offset: index - 1) }
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hexQuad()
            scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
        }
        utf8.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw failure }
        index += 4
        return value
    }

    /// A number's text, checked against the JSON grammar: `-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?`.
    private mutating func number() throws(Failure) -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) { guard digits() > 0 else { throw failure } }
        if consume(UInt8(ascii: ".")) { guard digits() > 0 else { throw failure } }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw failure }
        index += word.utf8.count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private var failure: Failure { Failure(offset: index) }
}
