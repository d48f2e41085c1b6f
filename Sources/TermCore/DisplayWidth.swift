/// Display width of text in terminal cells, in one place.
///
/// Deterministic and locale-free, so headless frames never depend on the machine. Widths sum
/// per Unicode scalar the way glibc's `wcwidth` does (which is where ncurses puts the cursor):
/// combining and format marks 0, East Asian wide/fullwidth and emoji-presentation scalars 2,
/// everything else 1. A test keeps this table in line with glibc under `C.UTF-8`.
extension Unicode.Scalar {
    package var displayWidth: Int {
        let value = self.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if DisplayWidthTable.holdsNoMarks(value) { return DisplayWidthTable.isWide(value) ? 2 : 1 }
        if DisplayWidthTable.isPrependedMark(value) { return 1 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return DisplayWidthTable.isWide(value) ? 2 : 1
    }
}

extension Character {
    /// Cells this grapheme takes: the sum of its scalars' widths.
    package var displayWidth: Int {
        if let ascii = asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        return unicodeScalars.reduce(0) { $0 + $1.displayWidth }
    }
}

extension StringProtocol {
    /// Cells this text takes on one line.
    ///
    /// The sum over scalars equals the sum over graphemes (a grapheme's width is the sum of its
    /// scalars', CR LF included), and walking scalars skips grapheme breaking.
    package var displayWidth: Int {
        if let width = utf8.withContiguousStorageIfAvailable(Self.asciiWidth) ?? nil { return width }
        var width = 0
        for scalar in unicodeScalars { width += scalar.displayWidth }
        return width
    }

    /// The width of all-ASCII bytes, without decoding scalars; nil once a byte is not ASCII.
    ///
    /// One cell per printable byte, none for controls. Most text a frame measures is ASCII.
    private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var width = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x20, byte != 0x7F { width += 1 }
        }
        return width
    }
}

/// The ranges of double-width scalars.
enum DisplayWidthTable {
    /// Prepended format marks that glibc counts as one cell although they are `Cf`.
    static func isPrependedMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD: return true
        default: return false
        }
    }

    /// Whether `value` lies in a block with no combining, enclosing or format character, so
    /// its width is the wide table's alone: punctuation, arrows, symbols, box drawing, kana,
    /// CJK, Hangul and the full-width forms (`›`, `…`, `●`, `陈`) skip the general category
    /// lookup, some 300 instructions a scalar (the glibc parity test checks every scalar).
    static func holdsNoMarks(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF, 0x3000...0x3029, 0x3030...0x3096,
            0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFF01...0xFFDC:
            return true
        default:
            return false
        }
    }

    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wide.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wide[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4DC0...0x4DFF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1B000...0x1B16F, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335,
        0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A,
        0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
