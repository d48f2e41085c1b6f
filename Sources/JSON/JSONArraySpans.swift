#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// Where each element of a JSON array's text starts and ends, found without scanning the
/// elements themselves (``JSONList`` scans one when it is decoded).
///
/// Sixty-four bytes at a time, as bit masks (one bit per byte): quotes, backslashes, brackets
/// and commas, control characters. A backslash escapes the byte after it unless it is escaped
/// itself; the quotes left open and close strings, so a running XOR of them is the inside of
/// the strings; the brackets and commas outside strings are the structure, few enough to visit
/// one by one. Checked here: the text is one array with nothing but whitespace around it, every
/// string is closed and has no raw control character, brackets pair up (at most
/// ``JSONScanner/maximumDepth`` deep), and the array's commas separate elements that are not
/// empty. Everything else (numbers, literals, colons, keys) is checked when an element is
/// scanned. Nothing is read at or past the end.
enum JSONArraySpans {
    /// The elements' spans, each `start << 32 | end` (byte offsets, `end` exclusive; the
    /// element's leading whitespace is skipped, trailing whitespace kept).
    static func spans(of bytes: [UInt8]) throws(JSONScanner.Failure) -> [UInt64] {
        guard bytes.count <= JSONScanner.maximumBytes else {
            throw JSONScanner.Failure(offset: JSONScanner.maximumBytes)
        }
        var spans: [UInt64] = []
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: JSONScanner.maximumDepth + 1) { stack in
                var walk = Walk(bytes: buffer, stack: stack.baseAddress!)
                return walk.run(into: &spans)
            }
        }
        if let offset = outcome { throw JSONScanner.Failure(offset: offset) }
        return spans
    }

    /// The state of one pass over the text.
    private struct Walk {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The opening bracket of each open container, by depth.
        let stack: UnsafeMutablePointer<UInt8>
        var depth = 0
        /// Where the element being read starts (just past `[` or a comma of the array).
        var elementStart = 0
        var closed = false

        /// Visits the whole text; returns the offset where it stops being valid, or nil.
        mutating func run(into spans: inout [UInt64]) -> Int? {
            var i = skipWhitespace(from: 0)
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = skipWhitespace(from: 3) }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return i }
            var blockStart = i
            var escapeCarry: UInt64 = 0
            var stringCarry: UInt64 = 0
            var padded = [UInt8](repeating: 0x20, count: 64)
            while blockStart < bytes.count {
                var masks: BlockMasks
                if bytes.count - blockStart >= 64 {
                    masks = BlockMasks(bytes.baseAddress! + blockStart)
                } else {
                    padded.withUnsafeMutableBufferPointer { block in
                        _ = block.initialize(from: bytes[blockStart...])
                    }
                    masks = padded.withUnsafeBufferPointer { BlockMasks($0.baseAddress!) }
                }
                let escaped = Self.escaped(by: masks.backslashes, carry: &escapeCarry)
                let quotes = masks.quotes & ~escaped
                let inside = Self.prefixXor(quotes) ^ stringCarry
                stringCarry = UInt64(bitPattern: Int64(bitPattern: inside) >> 63)
                if masks.controls & inside != 0 {
                    return blockStart + (masks.controls & inside).trailingZeroBitCount
                }
                var structure = masks.structure & ~inside
                while structure != 0 {
                    let position = blockStart + structure.trailingZeroBitCount
                    structure &= structure &- 1
                    if let failure = visit(position, into: &spans) { return failure }
                }
                blockStart += 64
            }
            guard closed, stringCarry == 0 else { return bytes.count }
            return nil
        }

        /// One bracket or comma outside strings.
        @inline(__always)
        mutating func visit(_ position: Int, into spans: inout [UInt64]) -> Int? {
            guard !closed else { return position }  // something after the array
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard depth < JSONScanner.maximumDepth else { return position }
                stack[depth] = byte
                depth += 1
                if depth == 1 { elementStart = position + 1 }
            case UInt8(ascii: ","):
                if depth == 1 {
                    guard let start = element(before: position) else { return position }
                    spans.append(UInt64(start) << 32 | UInt64(position))
                    elementStart = position + 1
                }
            default:  // `]` or `}`: `]` is two after `[`, `}` two after `{`
                guard depth > 0, stack[depth - 1] &+ 2 == byte else { return position }
                depth -= 1
                if depth == 0 {
                    if let start = element(before: position) {
                        spans.append(UInt64(start) << 32 | UInt64(position))
                    } else if !spans.isEmpty {
                        return position  // a comma before the closing bracket
                    }
                    closed = true
                    let rest = skipWhitespace(from: position + 1)
                    if rest < bytes.count { return rest }
                }
            }
            return nil
        }

        /// The first byte of the element that ends at `end`, or nil when it is only whitespace.
        func element(before end: Int) -> Int? {
            let start = skipWhitespace(from: elementStart)
            return start < end ? start : nil
        }

        func skipWhitespace(from start: Int) -> Int {
            guard let base = bytes.baseAddress else { return start }
            return JSONScanner.skipWhitespace(base, start, bytes.count)
        }

        /// The bytes a backslash escapes; `carry` is 1 when the last byte of the block before
        /// was an unescaped backslash (so this block's first byte is escaped), and is updated.
        @inline(__always)
        static func escaped(by backslashes: UInt64, carry: inout UInt64) -> UInt64 {
            if backslashes == 0 {
                defer { carry = 0 }
                return carry
            }
            var escaped = carry
            var starts = backslashes & ~carry
            carry = 0
            while starts != 0 {
                let bit = starts & (0 &- starts)
                starts ^= bit
                if bit == 1 << 63 {
                    carry = 1
                } else {
                    escaped |= bit << 1
                    starts &= ~(bit << 1)
                }
            }
            return escaped
        }

        /// Each bit set when an odd number of bits are set at or below it.
        static func prefixXor(_ bits: UInt64) -> UInt64 {
            var x = bits
            x ^= x << 1
            x ^= x << 2
            x ^= x << 4
            x ^= x << 8
            x ^= x << 16
            x ^= x << 32
            return x
        }
    }
}

/// The bytes of one 64-byte block that the pass looks at, one bit per byte.
private struct BlockMasks {
    var quotes: UInt64 = 0
    var backslashes: UInt64 = 0
    /// `[` `]` `{` `}` and `,`.
    var structure: UInt64 = 0
    /// Below 0x20.
    var controls: UInt64 = 0

    @inline(__always)
    init(_ block: UnsafePointer<UInt8>) {
        #if arch(x86_64)
            let quote = _mm_set1_epi8(0x22)
            let backslash = _mm_set1_epi8(0x5C)
            let comma = _mm_set1_epi8(0x2C)
            let lowercase = _mm_set1_epi8(0x20)  // `[` | 0x20 is `{`, `]` | 0x20 is `}`
            let openBrace = _mm_set1_epi8(0x7B)
            let closeBrace = _mm_set1_epi8(0x7D)
            let control = _mm_set1_epi8(0x1F)
            for part in 0..<4 {
                let chunk = _mm_loadu_si128(UnsafeRawPointer(block + part * 16).assumingMemoryBound(to: __m128i.self))
                let folded = _mm_or_si128(chunk, lowercase)
                let brackets = _mm_or_si128(_mm_cmpeq_epi8(folded, openBrace), _mm_cmpeq_epi8(folded, closeBrace))
                let shift = UInt64(part * 16)
                quotes |= Self.bits(_mm_cmpeq_epi8(chunk, quote)) << shift
                backslashes |= Self.bits(_mm_cmpeq_epi8(chunk, backslash)) << shift
                structure |= Self.bits(_mm_or_si128(brackets, _mm_cmpeq_epi8(chunk, comma))) << shift
                controls |= Self.bits(_mm_cmpeq_epi8(_mm_max_epu8(chunk, control), control)) << shift
            }
        #else
            for index in 0..<64 {
                let byte = block[index]
                let bit: UInt64 = 1 << UInt64(index)
                if byte == 0x22 { quotes |= bit }
                if byte == 0x5C { backslashes |= bit }
                if byte == 0x2C || byte | 0x20 == 0x7B || byte | 0x20 == 0x7D { structure |= bit }
                if byte < 0x20 { controls |= bit }
            }
        #endif
    }

    #if arch(x86_64)
        @inline(__always)
        private static func bits(_ mask: __m128i) -> UInt64 {
            UInt64(truncatingIfNeeded: UInt32(bitPattern: _mm_movemask_epi8(mask)))
        }
    #endif
}
