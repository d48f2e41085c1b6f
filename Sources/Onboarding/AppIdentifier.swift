/// The rule for an app id, which names the app's state folder (`$XDG_STATE_HOME/ID`).
///
/// Letters, digits, `-`, `_` and `.`, not empty and not starting with `.`: nothing that climbs
/// out of the state home (`..`, `/`), hides the folder, or shares it with every app (``).
/// The same rule for `--app-id`, the front door's `appID` and a manifest's `appId`.
///
/// Judged on the UTF-8 bytes and then scalar by scalar, never by `Character`: a grapheme cluster
/// can hold a `/` (`x\u{0D4E}/..` is the three characters `x`, `\u{0D4E}/`, `..`, and the
/// first of them a letter), and the path is made of bytes. Marks are allowed after a base, so
/// an accented name spelled decomposed (`cafe\u{0301}`) is one too.
package enum AppIdentifier {
    package static func isValid(_ id: String) -> Bool {
        guard let first = id.utf8.first, first != UInt8(ascii: ".") else { return false }
        var isASCII = true
        for byte in id.utf8 {
            if byte >= 0x80 {
                isASCII = false
            } else if !isAllowedASCII(byte) {
                return false  // '/', NUL, controls, spaces and every other sign
            }
        }
        // ASCII ids (nearly all) need no Unicode property look-ups at every start.
        return isASCII || id.unicodeScalars.allSatisfy(isAllowed)
    }

    /// What a valid id looks like, for error messages.
    package static let rule = "letters, digits, '-', '_' and '.' (not first)"

    private static func isAllowedASCII(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// One scalar of an id with non-ASCII in it: a letter, a mark or a number of any script (no
    /// control, format character such as a bidi mark, space or symbol).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isAllowedASCII(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
