/// Escapes text for XML content and attribute values.
///
/// Frames are untrusted text (asset files, menu data): markup characters are escaped, and
/// characters XML 1.0 cannot hold at all become U+FFFD, so a screenshot is always well-formed.
package enum XMLText {
    package static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case _ where isAllowed(scalar): result.unicodeScalars.append(scalar)
            default: result += "\u{FFFD}"
            }
        }
        return result
    }

    /// XML 1.0's `Char` production.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
