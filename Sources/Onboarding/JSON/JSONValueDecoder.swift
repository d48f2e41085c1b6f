/// Decodes `Decodable` values from JSON bytes through the standard library's `Decoder` protocol.
///
/// It stands in for FoundationEssentials' `JSONDecoder` (see ``JSONScanner`` for why) with the
/// same contract for our types: unknown keys are ignored, a missing key or `null` reads as nil
/// for optionals, and mistakes throw the standard `DecodingError` with the coding path, which
/// ``AssetFile`` turns into `pages[0].art: expected text`. Text that is not JSON throws
/// `DecodingError.dataCorrupted` with an empty path, saying at which line.
struct JSONValueDecoder {
    func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: Self.notJSON(bytes, at: error.offset)))
        }
        return try JSONTapeDecoder(document: document, index: 0, depth: 0).decode(Value.self)
    }

    /// "not valid JSON (line 3)": where the text stopped being JSON.
    static func notJSON(_ bytes: [UInt8], at offset: Int) -> String {
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
