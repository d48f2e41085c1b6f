/// Escapes text for a JSON string literal: the one escaping of every JSON the command prints
/// (the runner's result line, `--check` and `--mark-seen`, the state file, asciicast events).
///
/// Quotes, backslashes and every character a terminal must never receive raw become escapes:
/// C0 controls, DEL, C1 controls (U+0080–U+009F: `\u{9B}` alone is CSI on a terminal that reads
/// 8-bit controls) and the bidi controls, the same set ``Unicode/Scalar/isTerminalUnsafe`` keeps
/// out of frames. Each becomes `\uXXXX` (`\n` stays `\n`), so a line stays one line of plain
/// text on a terminal, in a log, or through `jq`.
package enum JSONText {
    /// The text with quotes, backslashes and control characters escaped (without surrounding quotes).
    package static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.isTerminalUnsafe:
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
