/// Decodes `Decodable` values from JSON bytes through the standard library's `Decoder` protocol.
///
/// It stands in for FoundationEssentials' `JSONDecoder` (see ``JSONScanner`` for why) with the
/// same contract for our types: unknown keys are ignored, a missing key or `null` reads as nil
/// for optionals, and mistakes throw the standard `DecodingError` with the coding path, which
/// a file reader turns into `pages[0].art: expected text`. Text that is not JSON throws
/// `DecodingError.dataCorrupted` with an empty path, saying at which line.
package struct JSONValueDecoder {
    package init() {}

    package func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try topLevel(bytes).decode(Value.self)
    }

    /// A top-level object of records keyed by text, filled straight from the tape; the same
    /// values and errors as `decode([String: Value].self, from:)`, which an object with a key
    /// written twice (or anything but an object) still takes.
    package func decodeDictionary<Value: Decodable>(of type: Value.Type, from bytes: [UInt8]) throws -> [String: Value]
    {
        let decoder = try topLevel(bytes)
        if let members = try [String: Value].decodeMembers(from: decoder) { return members }
        return try decoder.decode([String: Value].self)
    }

    /// A decoder at the value `bytes` hold.
    private func topLevel(_ bytes: [UInt8]) throws -> JSONTapeDecoder {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: Self.notJSON(bytes, at: error.offset)))
        }
        return JSONTapeDecoder(document: document, index: 0, depth: 0)
    }

    /// Whether `decoder` is this decoder's, at a value that is not text: a type that would try
    /// text first can skip that failed attempt (``JSONTapeDecoder/holdsText``).
    package static func holdsOtherThanText(_ decoder: any Decoder) -> Bool {
        guard let tape = decoder as? JSONTapeDecoder else { return false }
        return !tape.holdsText
    }

    /// "not valid JSON (line 3)": where the text stopped being JSON.
    package static func notJSON(_ bytes: [UInt8], at offset: Int) -> String {
        let line = bytes.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return "not valid JSON (line \(line))"
    }
}

/// A JSON document read as a tree of values, for tests and tools (decoding never builds one).
enum JSONParser {
    static func parse(_ bytes: [UInt8]) throws(JSONScanner.Failure) -> JSONValue {
        try JSONDocument(bytes).value(at: 0)
    }
}
