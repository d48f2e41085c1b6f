import CNcursesReference
import Glibc
import Testing

/// The helpers of ncurses' screen update that the release link answers in the shim
/// (`update_helpers.c`), against ncurses' and glibc's own.
@Suite("ncurses' screen-update helpers answered directly", .serialized)
struct UpdateHelpersTests {
    @Test("A character is one byte in the locale exactly when ncurses says so")
    func charable() {
        setlocale(LC_CTYPE, "C.UTF-8")
        for value in Int32(-3)...0x3000 {
            #expect(cn_shim_is_charable(value) == cn_reference_is_charable(value), "U+\(value)")
        }
        #expect(cn_shim_is_charable(0x41) == 1)
        #expect(cn_shim_is_charable(0xE9) == 0)
    }

    @Test("A character's width is glibc's, in a UTF-8 locale and in the C locale")
    func width() {
        for locale in ["C.UTF-8", "C"] {
            setlocale(LC_CTYPE, locale)
            for value in Int32(-3)...0x3000 {
                #expect(cn_shim_wcwidth(value) == cn_reference_wcwidth(value), "U+\(value) in \(locale)")
            }
        }
        setlocale(LC_CTYPE, "C.UTF-8")
        #expect(cn_shim_wcwidth(0x41) == 1)
        #expect(cn_shim_wcwidth(0x4E00) == 2)
    }

    /// Appends the same texts through both, on buffers of `capacity` bytes (0: counting only).
    private func appendBoth(_ texts: [String?], capacity: Int) {
        var mine = cn_reference_string()
        var theirs = cn_reference_string()
        let myBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
        let theirBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
        defer {
            myBuffer.deallocate()
            theirBuffer.deallocate()
        }
        cn_reference_string_init(&mine, capacity == 0 ? nil : myBuffer, capacity == 0 ? 16 : capacity)
        cn_reference_string_init(&theirs, capacity == 0 ? nil : theirBuffer, capacity == 0 ? 16 : capacity)
        for text in texts {
            let results: (Int32, Int32)
            if let text {
                results = text.withCString { (cn_shim_safe_strcat(&mine, $0), cn_reference_safe_strcat(&theirs, $0)) }
            } else {
                results = (cn_shim_safe_strcat(&mine, nil), cn_reference_safe_strcat(&theirs, nil))
            }
            #expect(results.0 == results.1, "\(text ?? "nil") into \(capacity)")
            #expect(mine.size == theirs.size)
            #expect((mine.tail == nil) == (theirs.tail == nil))
            if capacity > 0 {
                #expect(String(cString: myBuffer) == String(cString: theirBuffer))
                #expect(mine.tail! - myBuffer == theirs.tail! - theirBuffer)
            }
        }
    }

    @Test("Appending fills, refuses and counts as ncurses' _nc_safe_strcat does")
    func safeStrcat() {
        let texts: [String?] = ["\u{1B}[C", "", "\n", nil, "\u{1B}[12;40H", "abcdefgh", "x", "yz", "0123456789"]
        for capacity in [0, 1, 2, 3, 4, 8, 12, 16, 20, 33] {
            appendBoth(texts, capacity: capacity)
            appendBoth(texts.reversed(), capacity: capacity)
        }
        // A cancelled capability ((char *)-1) is refused by both, untouched.
        var mine = cn_reference_string()
        var theirs = cn_reference_string()
        cn_reference_string_init(&mine, nil, 8)
        cn_reference_string_init(&theirs, nil, 8)
        let cancelled = UnsafePointer<CChar>(bitPattern: -1)
        #expect(cn_shim_safe_strcat(&mine, cancelled) == 0)
        #expect(cn_reference_safe_strcat(&theirs, cancelled) == 0)
        #expect(mine.size == theirs.size)
    }
}
