/// A scanned JSON document: its bytes and its tape, read by the decoder without building a tree.
///
/// Values are tape indices. Text is made into a `String` only when a caller decodes it, straight
/// from the bytes; an object's member is found by comparing key bytes, starting after the
/// member found last in that object, so members read in the order they are written cost one
/// comparison each (DECISIONS.md, "JSON at 100 MB/s").
final class JSONDocument {
    let bytes: [UInt8]
    /// Owned: deallocated with the document.
    let tape: UnsafeBufferPointer<UInt64>
    /// Per nesting depth: the object last read at that depth, and the key index to try first.
    private let hintObjects: UnsafeMutablePointer<Int>
    private let hintKeys: UnsafeMutablePointer<Int>
    private static let hintSlots = JSONScanner.maximumDepth + 2

    init(_ bytes: [UInt8]) throws(JSONScanner.Failure) {
        tape = try JSONScanner.scan(bytes)
        self.bytes = bytes
        hintObjects = .allocate(capacity: Self.hintSlots)
        hintObjects.initialize(repeating: -1, count: Self.hintSlots)
        hintKeys = .allocate(capacity: Self.hintSlots)
        hintKeys.initialize(repeating: 0, count: Self.hintSlots)
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
        let end = entry(object).end
        let first = object + 1
        guard first < end else { return nil }
        let hinted = hintObjects[depth] == object ? hintKeys[depth] : first
        var name = name
        let found = name.withUTF8 { utf8 -> Int? in
            var key = hinted
            while key < end {
                if keyMatches(key, utf8) { return key }
                key = skip(key + 1)
            }
            key = first
            while key < hinted {
                if keyMatches(key, utf8) { return key }
                key = skip(key + 1)
            }
            return nil
        }
        guard let found else { return nil }
        let next = skip(found + 1)
        hintObjects[depth] = object
        hintKeys[depth] = next < end ? next : first
        return found + 1
    }

    private func keyMatches(_ key: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = entry(key)
        if entry.isEscaped { return Array(string(at: key).utf8).elementsEqual(name) }
        guard entry.length == name.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<name.count where bytes[entry.offset + offset] != name[offset] { return false }
            return true
        }
    }

    /// The text of the string at `index`, escapes read and bad UTF-8 made U+FFFD.
    func string(at index: Int) -> String {
        let entry = entry(index)
        return bytes.withUnsafeBufferPointer { bytes in
            let raw = UnsafeBufferPointer(rebasing: bytes[entry.offset..<(entry.offset + entry.length)])
            guard entry.isEscaped else { return String(decoding: raw, as: UTF8.self) }
            return String(decoding: Self.unescaped(raw), as: UTF8.self)
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

    /// The bytes of a string with its escapes read (checked by the scanner).
    private static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            let code = raw[index]
            index += 1
            switch code {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
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
                utf8.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
            default: utf8.append(code)  // \" \\ \/
            }
        }
        return utf8
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
