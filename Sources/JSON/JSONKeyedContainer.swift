/// The members of a JSON object, read by key from a ``JSONDocument``.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: JSONDocument
    /// The object's tape index.
    let object: Int
    let depth: Int

    var codingPath: [any CodingKey] { document.codingPath(to: object) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var member = object + 1
        let end = document.entry(object).end
        while member < end {
            if let key = Key(stringValue: document.string(at: member)) { keys.append(key) }
            member = document.skip(member + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { document.member(key.stringValue, in: object, depth: depth) != nil }

    /// The tape index of one member's value; a missing member is `keyNotFound`.
    @inline(__always)
    private func value(for key: Key) throws -> Int {
        guard let value = document.member(key.stringValue, in: object, depth: depth) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return value
    }

    /// The decoder for one member; a missing member is `keyNotFound`.
    private func decoder(for key: Key) throws -> JSONTapeDecoder {
        JSONTapeDecoder(document: document, index: try value(for: key), depth: depth + 1)
    }

    /// The text of the member at `value`, read without making a decoder for it (each one made
    /// and dropped is a retain and a release of the document): text is most of what is decoded.
    @inline(__always)
    private func text(at value: Int) throws -> String {
        guard document.entry(value).kind == .string else {
            throw JSONTapeDecoder(document: document, index: value, depth: depth + 1).mismatch(String.self)
        }
        return document.string(at: value)
    }

    /// The decoder for a member that is there and not null, else nil.
    private func presentDecoder(for key: Key) -> JSONTapeDecoder? {
        guard let value = document.member(key.stringValue, in: object, depth: depth),
            document.entry(value).kind != .null
        else { return nil }
        return JSONTapeDecoder(document: document, index: value, depth: depth + 1)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try text(at: try value(for: key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decoder(for: key).decode(type)
    }

    /// One look-up instead of the default's three (`contains`, `decodeNil`, `decode`).
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try presentDecoder(for: key)?.decode(type)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = document.member(key.stringValue, in: object, depth: depth),
            document.entry(value).kind != .null
        else { return nil }
        return try text(at: value)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentDecoder(for: key)?.decode(type)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentDecoder(for: key)?.decode(type)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentDecoder(for: key)?.decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONTapeDecoder(document: document, index: object, depth: depth) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}
