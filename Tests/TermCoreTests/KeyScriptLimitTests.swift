import Testing

@testable import TermCore

/// Regressions found by fuzzing the key-script parser (`make fuzz`).
@Suite("Key script limits")
struct KeyScriptLimitTests {
    /// The libFuzzer input `Fuzz/regressions/key-script/many-long-repeats.keys`.
    private static let manyLongRepeats = String(repeating: "press a*100000\n", count: 267)

    @Test("4 KB of long repeats is refused at the line that crosses the limit, before any memory is spent")
    func tooManySteps() {
        #expect(throws: ScriptError(file: "script", line: 11, message: "the script is longer than 1000000 steps")) {
            try KeyScript.parse(Self.manyLongRepeats)
        }
    }

    @Test("One line of many long repeats is refused too")
    func tooManyStepsOnOneLine() {
        let keys = String(repeating: "a*100000 ", count: 11)
        #expect(throws: ScriptError.self) { try KeyScript.parseKeys(keys) }
        #expect(throws: ScriptError.self) { try KeyScript.parse("press " + keys) }
    }

    @Test("Exactly the limit is fine")
    func atTheLimit() throws {
        let script = String(repeating: "press a*100000\n", count: 10)
        #expect(try KeyScript.parse(script).count == KeyScript.maximumSteps)
    }
}
