/// Escapes text for a JSON string literal.
///
/// Used for the runner's result line and for asciicast events, whose frames are full of ESC
/// bytes; every control character becomes `\uXXXX`, so each event stays on one line.
package enum JSONText {
    /// The text with quotes, backslashes and control characters escaped (without surrounding quotes).
    package static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text as a quoted JSON string.
    package static func quoted(_ text: String) -> String {
        "\"" + escape(text) + "\""
    }
}
