import Testing

@testable import JSON

/// The structural pass that finds a list's elements without scanning them.
@Suite("JSON array spans")
struct JSONArraySpansTests {
    /// The elements' texts, or the offset where the pass refused the text.
    private static func elements(_ text: String) -> Result<[String], JSONScanner.Failure> {
        let bytes = Array(text.utf8)
        do throws(JSONScanner.Failure) {
            return .success(
                try JSONArraySpans.spans(of: bytes).map { span in
                    String(decoding: bytes[Int(span >> 32)..<Int(span & 0xFFFF_FFFF)], as: UTF8.self)
                })
        } catch {
            return .failure(error)
        }
    }

    private static func refused(_ text: String) -> Int? {
        if case .failure(let failure) = elements(text) { return failure.offset }
        return nil
    }

    @Test("Elements are split at the array's own commas, never inside strings or nested values")
    func splits() throws {
        #expect(
            try Self.elements(#" [1, "a,]\"}", {"b": [2, 3]}, [], null ] "#).get()
                == ["1", #""a,]\"}""#, #"{"b": [2, 3]}"#, "[]", "null "])
        #expect(try Self.elements("[]").get() == [])
        #expect(try Self.elements(" [ \n ] ").get() == [])
        #expect(try Self.elements("\u{FEFF}[true]").get() == ["true"])
        #expect(try Self.elements(#"["\\", "\\\"]", 1]"#).get() == [#""\\""#, #""\\\"]""#, "1"])
    }

    @Test("Strings, escapes and brackets that cross a 64-byte block are followed across it")
    func blockEdges() throws {
        for padding in 0..<70 {
            let filler = String(repeating: "x", count: padding)
            let text = "[\"\(filler)\\\\\", \"\(filler)\\\"],\", {\"k\": [\"\(filler)\"]}]"
            let expected = ["\"\(filler)\\\\\"", "\"\(filler)\\\"],\"", "{\"k\": [\"\(filler)\"]}"]
            #expect(try Self.elements(text).get() == expected, "padding \(padding)")
        }
    }

    @Test("What is not one array with closed strings, paired brackets and no empty element is refused")
    func refusals() {
        #expect(Self.refused(#"{"a": 1}"#) == 0)
        #expect(Self.refused("  1") == 2)
        #expect(Self.refused("") == 0)
        #expect(Self.refused("[1, 2") == 5)
        #expect(Self.refused("[{]") == 2)
        #expect(Self.refused("[1,]") == 3)
        #expect(Self.refused("[,1]") == 1)
        #expect(Self.refused("[1,,2]") == 3)
        #expect(Self.refused("[1] x") == 4)
        #expect(Self.refused("[1] [2]") == 4)
        #expect(Self.refused("[\"a\u{01}b\"]") == 3)
        #expect(Self.refused("[\"abc]") == 6)
        #expect(Self.refused(String(repeating: "[", count: 300)) == JSONScanner.maximumDepth)
        #expect(Self.refused("[\"a\n\"]") == 3)
        #expect(Self.refused("[1]\n\t ") == nil)
    }

    @Test("Random texts: whole JSON exactly when the pass accepts it and every element scans")
    func agreesWithTheScanner() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "[", "]", "{", "}", ",", ":", "\"", "\\", " ", "\n", "1", "-2.5e3", "true", "null", "\"k\"", "\"a,b\"",
            "\"\\\"\"", "\"\\u00e9\"", "x", "\u{01}", "é",
        ]
        var accepted = 0
        for _ in 0..<4000 {
            let inner = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            let text = "[" + inner.joined() + "]"
            let bytes = Array(text.utf8)
            let whole =
                (try? JSONScanner.scan(bytes)).map { tape in
                    tape.deallocate()
                    return true
                } ?? false
            var split = false
            if let spans = try? JSONArraySpans.spans(of: bytes) {
                split = spans.allSatisfy { span in
                    let element = Array(bytes[Int(span >> 32)..<Int(span & 0xFFFF_FFFF)])
                    guard let tape = try? JSONScanner.scan(element) else { return false }
                    tape.deallocate()
                    return true
                }
            }
            #expect(whole == split, "\(text.debugDescription)")
            if whole { accepted += 1 }
        }
        #expect(accepted > 100)
    }
}
