@testable import JSON

/// The scanner as it was before the single-loop rewrite.
///
/// Kept (docs/decisions/0069) as the reference that
/// ``JSONScannerEquivalenceTests`` compares the new one with: the same tape for every text that
/// is JSON, and the same failure offset for every text that is not. It writes into an `Array` instead of the scanner's own buffer and says how many entries it
/// had written when it stopped; nothing else changed.
struct JSONReferenceScanner {
    /// Where the text stopped being JSON.
    struct Failure: Error {
        var offset: Int
        /// How many tape entries had been written when it stopped (for the capacity tests).
        var written = 0
    }

    static let maximumDepth = 256
    /// Offsets and tape indices are 30 bits (``JSONTapeEntry``).
    static let maximumBytes = (1 << 30) - 1

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var tape: [UInt64] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The tape of the one value `bytes` hold, with nothing but whitespace after it; the caller
    /// owns (and deallocates) the buffer.
    static func scan(_ bytes: [UInt8]) throws(Failure) -> [UInt64] {
        guard bytes.count <= maximumBytes else { throw Failure(offset: maximumBytes) }
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<[UInt64], Failure> in
            var scanner = JSONReferenceScanner(bytes: buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
            do throws(Failure) {
                try scanner.value()
                scanner.skipWhitespace()
                guard scanner.index == buffer.count else { throw scanner.failure }
                return .success(scanner.tape)
            } catch {
                return .failure(Failure(offset: error.offset, written: scanner.tape.count))
            }
        }
        return try result.get()
    }

    private mutating func value() throws(Failure) {
        skipWhitespace()
        guard index < bytes.count else { throw failure }
        switch bytes[index] {
        case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"), kind: .object)
        case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"), kind: .array)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true", .true)
        case UInt8(ascii: "f"): try literal("false", .false)
        case UInt8(ascii: "n"): try literal("null", .null)
        default: try number()
        }
    }

    /// An object (members are a key's text, then its value) or an array.
    private mutating func container(closing: UInt8, kind: JSONTapeEntry.Kind) throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure }
        let slot = tape.count
        tape.append(0)
        index += 1
        var count = 0
        skipWhitespace()
        if !consume(closing) {
            repeat {
                if kind == .object {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure }
                    try string()
                    skipWhitespace()
                    guard consume(UInt8(ascii: ":")) else { throw failure }
                }
                try value()
                count += 1
                skipWhitespace()
            } while consume(UInt8(ascii: ","))
            guard consume(closing) else { throw failure }
        }
        tape[slot] = JSONTapeEntry(kind, end: tape.count, count: count).bits
        depth -= 1
    }

    private mutating func string() throws(Failure) {
        index += 1
        let start = index
        var escaped = false
        while true {
            index = Self.plainRun(bytes, from: index)
            guard index < bytes.count else { throw failure }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                tape.append(JSONTapeEntry(.string, offset: start, length: index - start, escaped: escaped).bits)
                index += 1
                return
            }
            guard byte == UInt8(ascii: "\\") else { throw failure }  // a control character
            escaped = true
            try escape()
        }
    }

    /// The index of the first quote, backslash or control character from `start` on, or the end.
    ///
    /// Eight bytes at a time: most of a JSON file is the inside of strings. In each word, a
    /// byte's high bit is set by the tests below when it is a quote, a backslash or below 0x20;
    /// a borrow can set it in a byte above a match too, but never below, so the lowest set bit
    /// is the first match.
    private static func plainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special =
                ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
            let matches = special & highs
            if matches != 0 { return index + matches.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    /// Checks one escape (`\n`, `\u00e9`, …); ``JSONDocument`` reads it when the text is decoded.
    private mutating func escape() throws(Failure) {
        index += 1
        guard index < bytes.count else { throw failure }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            guard index + 4 < bytes.count, (1...4).allSatisfy({ JSONDocument.hexValue(bytes[index + $0]) != nil })
            else { throw failure }
            index += 5
        default: throw failure
        }
    }

    /// A number, checked against the JSON grammar: `-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?`.
    private mutating func number() throws(Failure) {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) { guard digits() > 0 else { throw failure } }
        if consume(UInt8(ascii: ".")) { guard digits() > 0 else { throw failure } }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { throw failure }
        }
        tape.append(JSONTapeEntry(.number, offset: start, length: index - start).bits)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONTapeEntry.Kind) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw failure }
        index += count
        tape.append(JSONTapeEntry(kind).bits)
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private var failure: Failure { Failure(offset: index) }
}
