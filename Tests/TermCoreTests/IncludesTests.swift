import Testing

@testable import TermCore

@Suite("A run of elements inside a collection")
struct IncludesTests {
    @Test(
        "Strings are searched character by character, as contains(_:) of _StringProcessing does",
        arguments: [
            ("xterm-direct", "direct", true), ("xterm-256color", "direct", false), ("kitty", "kitty", true),
            ("", "", true), ("abc", "", true), ("", "a", false), ("aab", "ab", true), ("ab", "abc", false),
            ("zh_tw.utf8", "tw", true), ("C.UTF-8", "utf-8", false), ("e\u{301}t\u{e9}", "\u{e9}", true),
            ("e\u{301}", "e", false), ("Welcome aboard", "aboard", true),
        ])
    func strings(text: String, run: String, expected: Bool) {
        #expect(text.includes(run) == expected)
    }

    @Test("Any collection of equatable elements, and a substring as the needle")
    func collections() {
        #expect([1, 2, 1, 2, 3].includes([1, 2, 3]))
        #expect(![1, 2, 1, 2].includes([2, 2]))
        #expect("screen text".includes("text".dropFirst()))
    }
}
