/// Checks JSON text (RFC 8259) in one pass and writes the tape a ``JSONDocument`` reads.
///
/// Our own reader instead of FoundationEssentials' `JSONDecoder`: linking FoundationEssentials
/// costs about 3 MiB of resident memory and a few milliseconds of startup (docs/decisions/0028).
/// No value is built here: text and numbers become offsets into the bytes, containers the tape
/// index where they end, so decoding reads straight from the bytes (docs/decisions/0058). Input is
/// untrusted, so nesting is limited (no stack exhaustion), control
/// characters inside strings and bad escapes are refused as the grammar says; bad UTF-8 is
/// left for decoding, which makes it U+FFFD.
///
/// One loop over a byte pointer, not a recursive descent (docs/decisions/0069): the position, the
/// tape's end and the open container live in registers, the open
/// containers around it in a fixed stack of ``maximumDepth`` words, and the tape is allocated
/// once at a size no text of that length can exceed (``tapeCapacity(forByteCount:)``), so
/// appending is a store. Every read is checked against the end; nothing is read past it.
enum JSONScanner {
    /// Where the text stopped being JSON.
    struct Failure: Error {
        var offset: Int
    }

    static let maximumDepth = 256
    /// Offsets and tape indices are 30 bits (``JSONTapeEntry``).
    static let maximumBytes = (1 << 30) - 1

    /// The most entries the tape of `byteCount` bytes can hold, even when the text stops being
    /// JSON part-way.
    ///
    /// Every entry but the last value finished and the containers still open is followed by a
    /// byte of its own (`,` `:` or its container's closing bracket) besides its first one, so
    /// at most `(byteCount + open + 1) / 2` entries are written, and at most ``maximumDepth``
    /// containers are open, nor more than the text has bytes (a list's element of 80 bytes
    /// needs 122 entries, not 298). Only the entries written are touched, so the rest costs
    /// address space, not memory: 64 MiB of it for a 16 MiB file, the most any reader here
    /// accepts.
    static func tapeCapacity(forByteCount byteCount: Int) -> Int {
        byteCount / 2 + min(maximumDepth, byteCount) + 2
    }

    /// The tape of the one value `bytes` hold, with nothing but whitespace after it; the caller
    /// owns (and deallocates) the buffer.
    static func scan(_ bytes: [UInt8]) throws(Failure) -> UnsafeBufferPointer<UInt64> {
        guard bytes.count <= maximumBytes else { throw Failure(offset: maximumBytes) }
        let tape = UnsafeMutablePointer<UInt64>.allocate(capacity: tapeCapacity(forByteCount: bytes.count))
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            // A container opens with a byte of its own, so a short text (a list's element) needs
            // a short stack, which then lives on the thread's stack rather than the heap.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: min(maximumDepth, bytes.count) + 1) { stack in
                run(buffer, tape: tape, stack: stack.baseAddress!)
            }
        }
        guard outcome >= 0 else {
            tape.deallocate()
            throw Failure(offset: ~outcome)
        }
        return UnsafeBufferPointer(start: tape, count: outcome)
    }

    // Literals, not `JSONTapeEntry` calls, so that they fold into the loop (the equivalence
    // tests compare every entry with one `JSONTapeEntry` makes).
    static let quote: UInt8 = 0x22
    static let backslash: UInt8 = 0x5C
    private static let numberKind: UInt64 = 3 << 61
    private static let stringKind: UInt64 = 4 << 61
    private static let arrayKind: UInt64 = 5 << 61
    private static let objectKind: UInt64 = 6 << 61
    /// Whether an open container on the stack is an object.
    private static let objectFlag: UInt64 = 1 << 63

    /// Scans `buffer` into `tape`: the number of entries written, or the complement (`~`) of the
    /// offset where the text stops being JSON.
    ///
    /// Positions are indices (`i` into the bytes, `n` into the tape) kept in registers: the pieces
    /// below take them by value and return the new position, or the complement of where the text
    /// stops being JSON (always negative, as offsets are below 2³⁰).
    private static func run(
        _ buffer: UnsafeBufferPointer<UInt8>, tape: UnsafeMutablePointer<UInt64>, stack: UnsafeMutablePointer<UInt64>
    ) -> Int {
        guard let bytes = buffer.baseAddress, buffer.count > 0 else { return ~0 }
        let end = buffer.count
        var i = 0
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        var n = 0
        // The innermost open container: its tape index and whether it is an object; the ones
        // around it are on `stack`, indexed by depth. A container's entry counts its values
        // until it closes (one register fewer in the loop than a count of its own).
        var depth = 0
        var slot = 0
        var inObject = false

        value: while true {
            i = skipWhitespace(bytes, i, end)
            guard i < end else { return ~i }
            // Whether the value that ends here is the innermost container, empty.
            var closed = false
            let byte = bytes[i]
            if byte == quote {
                i = string(bytes, i, end, tape, &n)
                guard i >= 0 else { return i }
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                guard depth < maximumDepth else { return ~i }
                if depth > 0 {
                    stack[depth] =
                        UInt64(truncatingIfNeeded: slot) | (inObject ? objectFlag : 0)
                }
                depth &+= 1
                inObject = byte == UInt8(ascii: "{")
                slot = n
                tape[n] = 0  // counts the values until the container closes
                n &+= 1
                i = skipWhitespace(bytes, i &+ 1, end)
                if i < end, bytes[i] == byte &+ 2 {  // `}` and `]` are two after `{` and `[`
                    i &+= 1
                    closed = true
                } else {
                    if inObject {
                        i = key(bytes, i, end, tape, &n)
                        guard i >= 0 else { return i }
                    }
                    continue value
                }
            } else {
                i = scalar(bytes, i, end, tape, &n)
                guard i >= 0 else { return i }
            }

            // A value has ended (a scalar, or a container at its closing bracket): what follows
            // it in the container around it, closing containers as long as brackets follow.
            while true {
                if closed {
                    tape[slot] =
                        (inObject ? objectKind : arrayKind) | UInt64(truncatingIfNeeded: n) << 30
                        | tape[slot]
                    depth &-= 1
                    if depth > 0 {
                        let saved = stack[depth]
                        slot = Int(truncatingIfNeeded: saved & 0xFFFF_FFFF)
                        inObject = saved & objectFlag != 0
                    }
                }
                if depth == 0 { break value }
                tape[slot] &+= 1
                i = skipWhitespace(bytes, i, end)
                guard i < end else { return ~i }
                if bytes[i] == UInt8(ascii: ",") {
                    i &+= 1
                    if inObject {
                        i = key(bytes, i, end, tape, &n)
                        guard i >= 0 else { return i }
                    }
                    continue value
                }
                guard bytes[i] == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return ~i }
                i &+= 1
                closed = true
            }
        }
        i = skipWhitespace(bytes, i, end)
        guard i == end else { return ~i }
        return n
    }

    // MARK: - Pieces of the loop, inlined into it

    /// A member's key and the colon after it, from just past the object's `{` or a `,`.
    @inline(__always)
    private static func key(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ tape: UnsafeMutablePointer<UInt64>, _ n: inout Int
    ) -> Int {
        var i = skipWhitespace(bytes, start, end)
        guard i < end, bytes[i] == quote else { return ~i }
        i = string(bytes, i, end, tape, &n)
        guard i >= 0 else { return i }
        i = skipWhitespace(bytes, i, end)
        guard i < end, bytes[i] == UInt8(ascii: ":") else { return ~i }
        return i &+ 1
    }

    /// A string from its opening quote at `start` to just past its closing quote.
    @inline(__always)
    private static func string(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ tape: UnsafeMutablePointer<UInt64>, _ n: inout Int
    ) -> Int {
        let first = start &+ 1
        var i = first
        var escaped: UInt64 = 0
        while true {
            i = plainRun(bytes, i, end)
            guard i < end else { return ~i }
            if bytes[i] == quote {
                tape[n] =
                    stringKind | escaped | UInt64(truncatingIfNeeded: first) << 30
                    | UInt64(truncatingIfNeeded: i &- first)
                n &+= 1
                return i &+ 1
            }
            guard bytes[i] == backslash else { return ~i }  // a control character
            escaped = 1 << 60
            i = escape(bytes, i, end)
            guard i >= 0 else { return i }
        }
    }

    /// A literal (`true`, `false`, `null`) or a number, checked against the JSON grammar:
    /// `-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?`.
    @inline(__always)
    private static func scalar(
        _ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ tape: UnsafeMutablePointer<UInt64>, _ n: inout Int
    ) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "t"):
            guard end &- start >= 4, loadWord32(bytes + start) == wordTrue else { return ~start }
            tape[n] = 2 << 61  // true
            n &+= 1
            return start &+ 4
        case UInt8(ascii: "f"):
            guard end &- start >= 5, loadWord32(bytes + start + 1) == wordAlse else { return ~start }
            tape[n] = 1 << 61  // false
            n &+= 1
            return start &+ 5
        case UInt8(ascii: "n"):
            guard end &- start >= 4, loadWord32(bytes + start) == wordNull else { return ~start }
            tape[n] = 0  // null
            n &+= 1
            return start &+ 4
        default:
            break
        }
        var i = start
        if bytes[i] == UInt8(ascii: "-") { i &+= 1 }
        if i < end, bytes[i] == UInt8(ascii: "0") {
            i &+= 1
        } else {
            let digitsEnd = digits(bytes, i, end)
            guard digitsEnd != i else { return ~i }
            i = digitsEnd
        }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            let digitsEnd = digits(bytes, i &+ 1, end)
            guard digitsEnd != i &+ 1 else { return ~digitsEnd }
            i = digitsEnd
        }
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i &+= 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i &+= 1 }
            let digitsEnd = digits(bytes, i, end)
            guard digitsEnd != i else { return ~i }
            i = digitsEnd
        }
        tape[n] = numberKind | UInt64(truncatingIfNeeded: start) << 30 | UInt64(truncatingIfNeeded: i &- start)
        n &+= 1
        return i
    }

    /// The index after the run of digits from `start` (`start` itself if there is none).
    @inline(__always)
    private static func digits(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end, bytes[i] &- UInt8(ascii: "0") < 10 { i &+= 1 }
        return i
    }

    /// The index of the first byte from `start` on that is not JSON whitespace, or `end`.
    @inline(__always)
    static func skipWhitespace(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        // Space, newline, carriage return and tab, as bits of a 64-bit set.
        let whitespace: UInt64 = 1 << 0x20 | 1 << 0x0A | 1 << 0x0D | 1 << 0x09
        var i = start
        while i < end {
            let byte = bytes[i]
            guard byte <= 0x20, whitespace & (1 &<< UInt64(byte)) != 0 else { return i }
            i &+= 1
        }
        return i
    }

    private static let wordTrue: UInt32 = 0x6575_7274
    private static let wordAlse: UInt32 = 0x6573_6C61
    private static let wordNull: UInt32 = 0x6C6C_756E

    @inline(__always)
    private static func loadWord32(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt32.self))
    }
}
