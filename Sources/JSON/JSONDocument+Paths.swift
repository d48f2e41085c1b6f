/// The coding path of a value, worked out only when an error needs it.
///
/// Decoders and containers carry just a tape index, so nothing is allocated per value for a
/// path that is almost never read; this walks down from the root to find it.
extension JSONDocument {
    /// The name of an object member in a coding path.
    struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The position of an array element in a coding path (`pages[1]`).
    struct ElementIndex: CodingKey {
        var intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    /// The keys and indices from the root to the value at `target`.
    func codingPath(to target: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var current = 0
        while current != target {
            let container = entry(current)
            var child = current + 1
            var position = 0
            var found = false
            while child < container.end {
                let value = container.kind == .object ? child + 1 : child
                let next = skip(value)
                if (value..<next).contains(target) {
                    path.append(
                        container.kind == .object
                            ? MemberKey(stringValue: string(at: child)) : ElementIndex(intValue: position))
                    current = value
                    found = true
                    break
                }
                child = next
                position += 1
            }
            guard found else { break }
        }
        return path
    }

    /// The value at `index` as a tree (for tests and tools; decoding never builds one).
    func value(at index: Int) -> JSONValue {
        let entry = entry(index)
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(numberText(at: index))
        case .string: return .string(string(at: index))
        case .array:
            var elements: [JSONValue] = []
            var child = index + 1
            while child < entry.end {
                elements.append(value(at: child))
                child = skip(child)
            }
            return .array(elements)
        case .object:
            var members: [String: JSONValue] = [:]
            var child = index + 1
            while child < entry.end {
                members[string(at: child)] = value(at: child + 1)
                child = skip(child + 1)
            }
            return .object(members)
        }
    }
}
