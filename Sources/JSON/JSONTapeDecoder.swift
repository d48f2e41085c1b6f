/// A decoder positioned at one value of a ``JSONDocument``: the document and a tape index.
///
/// Three words, so passing it as `any Decoder` allocates nothing; its coding path is worked
/// out only when asked (``JSONDocument/codingPath(to:)``).
struct JSONTapeDecoder: Decoder {
    let document: JSONDocument
    let index: Int
    /// How many containers enclose this value (the key hints are kept per depth).
    let depth: Int

    var codingPath: [any CodingKey] { document.codingPath(to: index) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var entry: JSONTapeEntry { document.entry(index) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard entry.kind == .object else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(document: document, object: index, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard entry.kind == .array else { throw mismatch([Any].self) }
        return JSONUnkeyedContainer(document: document, array: index, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The error for finding this value where a `type` was expected.
    func mismatch(_ type: Any.Type) -> DecodingError {
        if entry.kind == .null {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "found null"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(entry.kindDescription)"))
    }
}

extension JSONTapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { entry.kind == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch entry.kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(type)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard entry.kind == .string else { throw mismatch(type) }
        return document.string(at: index)
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard entry.kind == .number, let number = Double(document.numberText(at: index)) else { throw mismatch(type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    /// Decodes a value; text and arrays without the standard library's detours.
    ///
    /// `String(from:)` asks for a single-value container (an existential), and `Array(from:)` for an unkeyed one, whose
    /// appends look up `Array<Element>`'s metadata for every element (docs/decisions/0069).
    /// Neither check makes a metadata look-up of its own: `as? Value`
    /// would need `Optional<Value>`'s for every value decoded.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == String.self { return unsafeBitCast(try decode(String.self), to: Value.self) }
        if Value.self == [String: String].self, let texts = textsByKey() { return unsafeBitCast(texts, to: Value.self) }
        if entry.kind == .array, entry.count >= Self.arrayFillThreshold,
            let arrayType = Value.self as? any JSONTapeArray.Type
        {
            return try arrayType.decodeElements(from: self) as! Value
        }
        return try Value(from: self)
    }

    /// The fewest elements for which an array is filled from the tape.
    ///
    /// The check is a conformance look-up, whose first time for each element type scans every
    /// conformance in the static binary (about 150 000 instructions, and 80 000 more for
    /// `Element: Decodable`), while `Array(from:)` costs a few hundred an element: a short array
    /// (the manifest's pages, a record's few tags) is cheaper the standard way
    /// (docs/decisions/0075).
    static let arrayFillThreshold = 64

    /// An object whose values are all text, with no key twice, read straight from the tape (the
    /// manifest's translations); anything else is nil and takes `Dictionary(from:)`, which
    /// instantiates generic metadata for its keys and container on first use, and throws the
    /// usual errors.
    private func textsByKey() -> [String: String]? {
        guard entry.kind == .object else { return nil }
        let end = entry.end
        var texts: [String: String] = [:]
        texts.reserveCapacity(entry.count)
        var member = index + 1
        while member < end {
            guard document.entry(member + 1).kind == .string else { return nil }
            guard texts.updateValue(document.string(at: member + 1), forKey: document.string(at: member)) == nil
            else { return nil }
            member = document.skip(member + 1)
        }
        return texts
    }

    /// Whether the value here is text (a cheaper question than a failed `decode(String.self)`).
    var holdsText: Bool { entry.kind == .string }

    /// An integer written as digits, or as a number with no fraction that fits (`3.0`, `1e3`).
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard entry.kind == .number else { throw mismatch(type) }
        if let exact = document.plainInteger(at: index, as: type) { return exact }
        let text = document.numberText(at: index)
        if let exact = Integer(text) { return exact }
        guard let number = Double(text), number.rounded() == number, let exact = Integer(exactly: number) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "\(text) is not a whole \(type)"))
        }
        return exact
    }
}

/// An array of decodable elements, which ``JSONTapeDecoder`` fills straight from the tape.
protocol JSONTapeArray {
    static func decodeElements(from decoder: JSONTapeDecoder) throws -> Self
}

extension Array: JSONTapeArray where Element: Decodable {
    /// The elements of the array at `decoder`, each decoded as `Array(from:)` would, into storage
    /// of the size the tape gives (errors are the same: each element's decoder is the one the
    /// unkeyed container would have made).
    static func decodeElements(from decoder: JSONTapeDecoder) throws -> [Element] {
        let document = decoder.document
        let count = document.entry(decoder.index).count
        let depth = decoder.depth + 1
        var position = decoder.index + 1
        return try [Element](unsafeUninitializedCapacity: count) { elements, initialized in
            while initialized < count {
                let element = JSONTapeDecoder(document: document, index: position, depth: depth)
                (elements.baseAddress! + initialized).initialize(to: try element.decode(Element.self))
                initialized += 1
                position = document.skip(position)
            }
        }
    }
}

/// A dictionary keyed by text, filled straight from the tape (``JSONValueDecoder/decodeDictionary(of:from:)``).
///
/// Called by its static type, not found through a conformance check in ``JSONTapeDecoder``:
/// a check the runtime has not cached scans every conformance in the static binary (70 000 to
/// 150 000 instructions), and that one ran for every top-level object of a dictionary's size.
extension Dictionary where Key == String, Value: Decodable {
    /// Each value decoded as `Dictionary(from:)` would (the same decoder at the same place, so the
    /// same errors and coding paths), without its keyed container's list of every key, boxed
    /// keys and per-member generic look-ups: 8 700 instructions a member before
    /// (docs/decisions/0074, 0075).
    ///
    /// Nil when the value is not an object or a key comes twice: `Dictionary(from:)` then
    /// decides what that means.
    static func decodeMembers(from decoder: JSONTapeDecoder) throws -> [String: Value]? {
        let document = decoder.document
        let object = document.entry(decoder.index)
        guard object.kind == .object else { return nil }
        var members: [String: Value] = [:]
        members.reserveCapacity(object.count)
        var member = decoder.index + 1
        while member < object.end {
            let value = try JSONTapeDecoder(document: document, index: member + 1, depth: decoder.depth + 1)
                .decode(Value.self)
            guard members.updateValue(value, forKey: document.string(at: member)) == nil else { return nil }
            member = document.skip(member + 1)
        }
        return members
    }
}
