/// The elements of a JSON array, read in order from a ``JSONDocument``.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let document: JSONDocument
    /// The array's tape index.
    let array: Int
    let depth: Int
    let count: Int?
    private(set) var currentIndex = 0
    /// The tape index of the element at `currentIndex`.
    private var position: Int

    init(document: JSONDocument, array: Int, depth: Int) {
        self.document = document
        self.array = array
        self.depth = depth
        count = document.entry(array).count
        position = array + 1
    }

    var codingPath: [any CodingKey] { document.codingPath(to: array) }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The decoder for the next element, moving past it.
    private mutating func next(_ type: Any.Type) throws -> JSONTapeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [JSONDocument.ElementIndex(intValue: currentIndex)],
                    debugDescription: "no more elements"))
        }
        let decoder = JSONTapeDecoder(document: document, index: position, depth: depth + 1)
        position = document.skip(position)
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, document.entry(position).kind == .null else { return false }
        position += 1
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next(type).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}
