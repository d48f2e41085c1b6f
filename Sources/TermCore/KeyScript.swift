/// Parses key scripts: one command per line, `#` comments, blank lines ignored.
///
/// ```
/// press right right*2 enter     # canonical key names, *N repeats
/// type hello                    # characters
/// click 40 22                   # mouse click at column, row (0-based)
/// scroll down 40 10             # mouse wheel at column, row
/// wait 300ms                    # advance the virtual clock (ms or s)
/// resize 100x30
/// snapshot after-enter          # emit the current frame under a name
/// expect "Home"                 # fail unless the text is on screen
/// expect-not "Loading"          # fail if the text is on screen
/// ```
/// Every error names `FILE:LINE` and what was expected.
package enum KeyScript {
    /// The most a `*N` repeat or a wait may ask for, so a typo cannot hang CI.
    package static let maximumRepeat = 100_000
    /// The most steps a whole script may expand to (found by fuzzing: 4 KB of `a*100000`
    /// lines asked for 27 million steps, 2 GB and 13 seconds before anything ran).
    package static let maximumSteps = 1_000_000
    package static let maximumWait: Duration = .seconds(3600)

    package static func parse(_ source: String, file: String = "script") throws(ScriptError) -> [ScriptLine] {
        var steps: [ScriptLine] = []
        var snapshotLines: [String: Int] = [:]
        for (index, rawLine) in source.lineBreakLines.enumerated() {
            let line = stripComment(rawLine).trimmed
            guard !line.isEmpty else { continue }
            let command = line.prefix { $0 != " " && $0 != "\t" }
            let argument = line.dropFirst(command.count).trimmed
            do {
                let budget = maximumSteps - steps.count
                let parsed = try parseCommand(String(command), argument, budget: budget)
                try claimSnapshotNames(in: parsed, line: index + 1, claimed: &snapshotLines)
                steps += parsed.map { ScriptLine(line: index + 1, step: $0) }
            } catch let message {
                throw ScriptError(file: file, line: index + 1, message: message.text)
            }
        }
        return steps
    }

    /// Snapshots become files named after them, so a name may be used once.
    private static func claimSnapshotNames(in steps: [ScriptStep], line: Int, claimed: inout [String: Int])
        throws(ScriptMessage)
    {
        for case .snapshot(let name) in steps {
            if let earlier = claimed[name] {
                throw ScriptMessage("snapshot '\(name)' is already taken on line \(earlier)")
            }
            claimed[name] = line
        }
    }

    /// Parses `--keys`: key names separated by spaces, `*N` repeats allowed.
    ///
    /// `file` names the keys in errors (`keys:1: unknown key 'x'`; the command says `--keys`).
    package static func parseKeys(_ keys: String, file: String = "keys") throws(ScriptError) -> [ScriptLine] {
        do {
            return try pressSteps(keys.trimmed, budget: maximumSteps).map { ScriptLine(line: 1, step: $0) }
        } catch let message {
            throw ScriptError(file: file, line: 1, message: message.text)
        }
    }

    private static func parseCommand(_ command: String, _ argument: Substring, budget: Int) throws(ScriptMessage)
        -> [ScriptStep]
    {
        guard budget > 0 else { throw ScriptMessage("the script is longer than \(maximumSteps) steps") }
        switch command {
        case "press": return try pressSteps(argument, budget: budget)
        case "type":
            guard !argument.isEmpty else { throw ScriptMessage("type needs text") }
            return [.type(try unquote(argument))]
        case "click", "scroll": return [.mouse(try mouseEvent(command, argument))]
        case "wait": return [.wait(try duration(argument))]
        case "resize":
            guard let size = Size(parsing: argument) else {
                throw ScriptMessage("expected a size WIDTHxHEIGHT (1 to \(Size.maximumSide) each), got '\(argument)'")
            }
            return [.resize(size)]
        case "snapshot":
            guard !argument.isEmpty, argument.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
                throw ScriptMessage("snapshot needs a name of letters, digits, '-', '_' or '.'")
            }
            return [.snapshot(name: String(argument))]
        case "expect": return [.expect(try unquote(argument))]
        case "expect-not": return [.expectNot(try unquote(argument))]
        default:
            throw ScriptMessage(
                "unknown command '\(command)' (expected press, type, click, scroll, wait, resize, snapshot, expect or expect-not)"
            )
        }
    }

    private static func pressSteps(_ argument: Substring, budget: Int) throws(ScriptMessage) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for word in argument.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = word.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = KeyEvent(String(parts[0])) else { throw ScriptMessage("unknown key '\(parts[0])'") }
            var count = 1
            if parts.count == 2 {
                guard let repeatCount = Int(parts[1]), (1...maximumRepeat).contains(repeatCount) else {
                    throw ScriptMessage("bad repeat '\(word)' (expected KEY*N with N from 1 to \(maximumRepeat))")
                }
                count = repeatCount
            }
            guard steps.count + count <= budget else {
                throw ScriptMessage("the script is longer than \(maximumSteps) steps")
            }
            steps += Array(repeating: .press(key), count: count)
        }
        return steps
    }

    private static func mouseEvent(_ command: String, _ argument: Substring) throws(ScriptMessage) -> MouseEvent {
        var words = argument.split(separator: " ")
        var kind = MouseEvent.Kind.click
        if command == "scroll" {
            switch words.first {
            case "up": kind = .scrollUp
            case "down": kind = .scrollDown
            default: throw ScriptMessage("expected 'scroll up|down COL ROW'")
            }
            words.removeFirst()
        }
        guard words.count == 2, let column = Int(words[0]), let row = Int(words[1]), column >= 0, row >= 0 else {
            throw ScriptMessage(
                "expected '\(command)\(command == "scroll" ? " up|down" : "") COL ROW' with whole numbers")
        }
        return MouseEvent(kind, at: Point(x: column, y: row))
    }

    private static func duration(_ argument: Substring) throws(ScriptMessage) -> Duration {
        let value: Duration?
        if argument.hasSuffix("ms"), let number = Int(argument.dropLast(2)) {
            value = .milliseconds(number)
        } else if argument.hasSuffix("s"), let number = Int(argument.dropLast()) {
            value = .seconds(number)
        } else {
            value = nil
        }
        guard let value, value >= .zero, value <= maximumWait else {
            throw ScriptMessage("expected a duration like 300ms or 2s, got '\(argument)'")
        }
        return value
    }

    private static func unquote(_ argument: Substring) throws(ScriptMessage) -> String {
        guard argument.first == "\"" else {
            guard !argument.isEmpty else { throw ScriptMessage("expected text in quotes") }
            return String(argument)
        }
        guard argument.count >= 2, argument.last == "\"" else { throw ScriptMessage("unterminated quote") }
        return String(argument.dropFirst().dropLast())
    }

    /// The line up to a `#` that is not inside quotes.
    private static func stripComment(_ line: Substring) -> Substring {
        var inQuotes = false
        for index in line.indices {
            if line[index] == "\"" { inQuotes.toggle() }
            if line[index] == "#", !inQuotes { return line[..<index] }
        }
        return line
    }
}

/// A parse failure's text, before the file and line are known.
struct ScriptMessage: Error {
    let text: String

    init(_ text: String) {
        self.text = text
    }
}

extension Substring {
    var trimmed: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}

extension String {
    var trimmed: Substring { self[...].trimmed }
}
