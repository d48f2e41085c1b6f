/// A scanned JSON document: its bytes and its tape, read by the decoder without building a tree.
///
/// Values are tape indices. Text is made into a `String` only when a caller decodes it, straight
/// from the bytes; an object's member is found by comparing key bytes, starting after the
/// member found last in that object, so members read in the order they are written cost one
/// comparison each (docs/decisions/0058).
final class JSONDocument {
    let bytes: [UInt8]
    /// Owned: deallocated with the document.
    let tape: UnsafeBufferPointer<UInt64>
    /// Per nesting depth: the object last read at that depth, and the key index to try first.
    ///
    /// A decoder's depth is at most one more than the text's nesting, which is at most its
    /// length, so a list's small element needs few slots.
    private let hintObjects: UnsafeMutablePointer<Int>
    private let hintKeys: UnsafeMutablePointer<Int>

    init(_ bytes: [UInt8]) throws(JSONScanner.Failure) {
        tape = try JSONScanner.scan(bytes)
        self.bytes = bytes
        let hintSlots = min(JSONScanner.maximumDepth, bytes.count) + 2
        hintObjects = .allocate(capacity: hintSlots)
        hintObjects.initialize(repeating: -1, count: hintSlots)
        hintKeys = .allocate(capacity: hintSlots)
        hintKeys.initialize(repeating: 0, count: hintSlots)
    }

    deinit {
        tape.deallocate()
        hintObjects.deallocate()
        hintKeys.deallocate()
    }

    func entry(_ index: Int) -> JSONTapeEntry { JSONTapeEntry(bits: tape[index]) }

    /// The tape index after the value at `index` (and everything inside it).
    func skip(_ index: Int) -> Int {
        let entry = entry(index)
        switch entry.kind {
        case .array, .object: return entry.end
        default: return index + 1
        }
    }

    /// The value of the member named `name` in the object at `object` (at nesting `depth`).
    func member(_ name: String, in object: Int, depth: Int) -> Int? {
        // The name's bytes without copying the string (`withUTF8` needs a `var`: a retain and a
        // release of its storage per look-up); small and native strings always have them.
        let found = name.utf8.withContiguousStorageIfAvailable { name in
            bytes.withUnsafeBufferPointer { bytes in member(name, in: object, depth: depth, bytes: bytes.baseAddress!) }
        }
        if let found { return found }
        var name = name
        return name.withUTF8 { name in
            bytes.withUnsafeBufferPointer { bytes in member(name, in: object, depth: depth, bytes: bytes.baseAddress!) }
        }
    }

    /// ``member(_:in:depth:)`` on the name's bytes: from the key after the one found last in
    /// this object to the end, then from the first key up to there.
    @inline(__always)
    private func member(
        _ name: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int, bytes: UnsafePointer<UInt8>
    ) -> Int? {
        let tape = self.tape.baseAddress!
        let end = JSONTapeEntry(bits: tape[object]).end
        let first = object &+ 1
        guard first < end else { return nil }
        let hinted = hintObjects[depth] == object ? hintKeys[depth] : first
        var key = hinted
        var stop = end
        while true {
            while key < stop {
                let entry = JSONTapeEntry(bits: tape[key])
                if entry.isEscaped {
                    if keyMatches(key, name) { return found(key, in: object, end: end, depth: depth) }
                } else if entry.length == name.count, Self.equal(bytes + entry.offset, name) {
                    return found(key, in: object, end: end, depth: depth)
                }
                // The next key: past the value, which for an array or object ends where its entry says.
                let value = JSONTapeEntry(bits: tape[key &+ 1])
                key = value.bits >> 61 >= JSONTapeEntry.Kind.array.rawValue ? value.end : key &+ 2
            }
            guard stop == end, hinted != first else { return nil }
            key = first
            stop = hinted
        }
    }

    /// Remembers where the next look-up in this object starts, and answers the member's value.
    @inline(__always)
    private func found(_ key: Int, in object: Int, end: Int, depth: Int) -> Int {
        let next = skip(key &+ 1)
        hintObjects[depth] = object
        hintKeys[depth] = next < end ? next : object &+ 1
        return key &+ 1
    }

    /// Whether the `name.count` bytes at `text` are `name`'s, eight at a time.
    @inline(__always)
    private static func equal(_ text: UnsafePointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        guard count > 0 else { return true }
        let other = name.baseAddress!
        var offset = 0
        while count &- offset >= 8 {
            let a = UnsafeRawPointer(text).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = UnsafeRawPointer(other).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard a == b else { return false }
            offset &+= 8
        }
        while offset < count {
            guard text[offset] == other[offset] else { return false }
            offset &+= 1
        }
        return true
    }

    private func keyMatches(_ key: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        Array(string(at: key).utf8).elementsEqual(name)
    }

    /// The text of the string at `index`, escapes read and bad UTF-8 made U+FFFD.
    func string(at index: Int) -> String {
        let entry = entry(index)
        guard !entry.isEscaped else { return unescapedString(entry) }
        return bytes.withUnsafeBufferPointer { bytes in
            String(
                decoding: UnsafeBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + entry.length)]),
                as: UTF8.self)
        }
    }

    /// The text of an escaped string; out of line, so that the plain path stays small enough to
    /// be inlined where members are decoded.
    ///
    /// Escapes are read straight into the string's storage (no array in between): text is never
    /// longer than the escapes it was written with. Bad UTF-8 is repaired as in the plain path.
    @inline(never)
    private func unescapedString(_ entry: JSONTapeEntry) -> String {
        bytes.withUnsafeBufferPointer { bytes in
            let raw = UnsafeBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
            return String(unsafeUninitializedCapacity: raw.count) { Self.unescape(raw, into: $0) }
        }
    }

    /// The text of a number as written (`-2.5e3`).
    func numberText(at index: Int) -> String {
        let entry = entry(index)
        return String(decoding: bytes[entry.offset..<(entry.offset + entry.length)], as: UTF8.self)
    }

    /// A number written as plain digits that fits `Integer`; nil for anything else.
    func plainInteger<Integer: FixedWidthInteger>(at index: Int, as type: Integer.Type) -> Integer? {
        let entry = entry(index)
        return bytes.withUnsafeBufferPointer { bytes -> Integer? in
            var position = entry.offset
            let end = entry.offset + entry.length
            let negative = bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var value: Integer = 0
            while position < end {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) =
                    negative
                    ? times10.subtractingReportingOverflow(Integer(digit))
                    : times10.addingReportingOverflow(Integer(digit))
                guard !overflow, !overflow2 else { return nil }
                value = next
                position += 1
            }
            return value
        }
    }

    /// Writes the bytes of a string with its escapes read (checked by the scanner) into `utf8`,
    /// which holds at least `raw.count`; answers how many.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into utf8: UnsafeMutableBufferPointer<UInt8>)
        -> Int
    {
        var count = 0
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8[count] = byte
                count += 1
                continue
            }
            let code = raw[index]
            index += 1
            switch code {
            case UInt8(ascii: "b"): utf8[count] = 0x08
            case UInt8(ascii: "f"): utf8[count] = 0x0C
            case UInt8(ascii: "n"): utf8[count] = 0x0A
            case UInt8(ascii: "r"): utf8[count] = 0x0D
            case UInt8(ascii: "t"): utf8[count] = 0x09
            case UInt8(ascii: "u"):
                var scalar = hexQuad(raw, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar), index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"),
                    raw[index + 1] == UInt8(ascii: "u")
                {
                    let low = hexQuad(raw, at: index + 2)
                    index += 6
                    scalar =
                        (0xDC00..<0xE000).contains(low) ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
                }
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { unit in
                    utf8[count] = unit
                    count += 1
                }
                continue
            default: utf8[count] = code  // \" \\ \/
            }
            count += 1
        }
        return count
    }

    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (0..<4).reduce(0) { value, offset in value << 4 | UInt32(hexValue(raw[index + offset]) ?? 0) }
    }

    /// The value of one hexadecimal digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
