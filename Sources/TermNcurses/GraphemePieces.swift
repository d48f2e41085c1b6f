import Glibc
import TermCore

/// A grapheme cut where a terminal cell can hold it: one piece per spacing scalar, each with the
/// zero-width scalars after it.
///
/// An X/Open `cchar_t` holds one spacing character and up to four zero-width ones, and
/// `setcchar` drops everything from a second spacing character on, so `👍🏽` drawn as one cell
/// lost its `🏽`, `👩‍💻` its `💻` (leaving a stray joiner), `🇯🇵` its `🇵`. Drawn as `👍` then `🏽`
/// two columns on, the terminal receives the grapheme's bytes whole and in order, and advances
/// by each scalar's width, which is how ``Character/displayWidth`` counts the cells.
enum GraphemePieces {
    /// Scalars a piece holds: `CCHARW_MAX`.
    static let capacity = 5

    /// Calls `body` with each piece's column offset from the grapheme's first cell and its
    /// scalars, NUL-terminated in `buffer` (at least ``capacity`` + 1 long); returns how many.
    ///
    /// A cell's grapheme starts with a spacing scalar and has at most four zero-width ones after
    /// any spacing one (``Cell/init(grapheme:style:isContinuation:link:)``); more are dropped
    /// here rather than overrun the buffer. A one-scalar grapheme (CJK, `›`) measures no width.
    @inline(__always)
    static func split(
        _ grapheme: Character, into buffer: UnsafeMutableBufferPointer<wchar_t>,
        _ body: (_ offset: Int, _ piece: UnsafeMutableBufferPointer<wchar_t>) -> Void
    ) -> Int {
        var offset = 0
        var leadingWidth = -1
        var count = 0
        var pieces = 1
        for scalar in grapheme.unicodeScalars {
            if count > 0 {
                let width = scalar.displayWidth
                if width > 0 {
                    buffer[count] = 0
                    body(offset, buffer)
                    if leadingWidth < 0 {
                        leadingWidth = Unicode.Scalar(UInt32(bitPattern: buffer[0]))?.displayWidth ?? 1
                    }
                    offset += leadingWidth
                    leadingWidth = width
                    pieces += 1
                    count = 0
                } else if count == capacity {
                    continue
                }
            }
            buffer[count] = wchar_t(bitPattern: scalar.value)
            count += 1
        }
        buffer[count] = 0
        body(offset, buffer)
        return pieces
    }
}
