#if arch(x86_64)
    import _Builtin_intrinsics.intel
#endif

/// The inside of strings for ``JSONScanner``'s loop: where a run of plain text ends, and whether
/// an escape is one JSON allows.
extension JSONScanner {
    /// The index of the first quote, backslash or control character from `start` on, or `end`.
    ///
    /// Sixteen bytes at a time where SSE2 is there (every x86-64): most of a JSON file is the
    /// inside of strings, and most strings are shorter than sixteen bytes, so one load, three
    /// compares and a mask find their end. Then eight at a time in a word: a byte's high bit is
    /// set by the tests below when it is a quote, a backslash or below 0x20; a borrow can set it
    /// in a byte above a match too, but never below, so the lowest set bit is the first match.
    /// Then byte by byte; nothing is read at or past `end`.
    @inline(__always)
    static func plainRun(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        #if arch(x86_64)
            let quotes = _mm_set1_epi8(0x22)
            let backslashes = _mm_set1_epi8(0x5C)
            let controls = _mm_set1_epi8(0x1F)
            while end &- i >= 16 {
                let chunk = _mm_loadu_si128(UnsafeRawPointer(bytes + i).assumingMemoryBound(to: __m128i.self))
                let special = _mm_or_si128(
                    _mm_or_si128(_mm_cmpeq_epi8(chunk, quotes), _mm_cmpeq_epi8(chunk, backslashes)),
                    _mm_cmpeq_epi8(_mm_max_epu8(chunk, controls), controls))  // at most 0x1F
                let mask = _mm_movemask_epi8(special)
                if mask != 0 { return i &+ Int(truncatingIfNeeded: mask.trailingZeroBitCount) }
                i &+= 16
            }
        #endif
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(bytes)
        while end &- i >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special =
                ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
            let matches = special & highs
            if matches != 0 { return i &+ matches.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < end {
            let byte = bytes[i]
            if byte == quote || byte == backslash || byte < 0x20 { return i }
            i &+= 1
        }
        return i
    }

    /// Checks one escape (`\n`, `\u00e9`, …) from its backslash at `start`.
    ///
    /// ``JSONDocument`` reads it when the text is decoded. Fails at the byte after the backslash.
    @inline(never)
    static func escape(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        let i = start &+ 1
        guard i < end else { return ~i }
        switch bytes[i] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return i &+ 1
        case UInt8(ascii: "u"):
            guard end &- i > 4, JSONDocument.hexValue(bytes[i &+ 1]) != nil,
                JSONDocument.hexValue(bytes[i &+ 2]) != nil,
                JSONDocument.hexValue(bytes[i &+ 3]) != nil, JSONDocument.hexValue(bytes[i &+ 4]) != nil
            else { return ~i }
            return i &+ 5
        default: return ~i
        }
    }
}
