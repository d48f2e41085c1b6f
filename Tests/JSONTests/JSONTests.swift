import Testing

@testable import JSON

@Suite("JSON")
struct JSONTests {
    func parse(_ text: String) -> JSONValue? {
        try? JSONParser.parse(Array(text.utf8))
    }

    @Test("Values, escapes and surrogate pairs read as JSON says")
    func values() {
        #expect(
            parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00"} "#)
                == .object([
                    "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
                    "b": .string("x\"\\/\né😀"),
                ]))
        #expect(parse("\u{FEFF}[]") == .array([]))
    }

    @Test(
        "Text that is not JSON is refused",
        arguments: [
            "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"a\nb\"", "\"\\x\"", "[1] 2", "{'a': 1}",
        ])
    func refused(text: String) {
        #expect(parse(text) == nil)
    }

    @Test("Nesting deeper than the limit is refused instead of exhausting the stack")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(parse(deep) == nil)
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(parse(fine) != nil)
    }

    struct Sample: Decodable, Equatable {
        var name: String
        var count: Int
        var ratio: Double?
        var tags: [String]
        var flags: [String: Bool]
    }

    @Test("Decodable types read through the decoder; optionals may be missing or null")
    func decodes() throws {
        let text = #"{"name": "n", "count": 3, "ratio": null, "tags": ["a"], "flags": {"x": true}, "extra": 1}"#
        let sample = try JSONValueDecoder().decode(Sample.self, from: Array(text.utf8))
        #expect(sample == Sample(name: "n", count: 3, ratio: nil, tags: ["a"], flags: ["x": true]))
    }

    @Test("Mistakes carry the coding path of the field")
    func errorPaths() {
        let text = #"{"name": "n", "count": "three", "tags": [], "flags": {}}"#
        #expect {
            try JSONValueDecoder().decode(Sample.self, from: Array(text.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Int.self && context.codingPath.map(\.stringValue) == ["count"]
        }
        #expect {
            try JSONValueDecoder().decode([Sample].self, from: Array(#"[{"count": 1}]"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "name" && context.codingPath.first?.intValue == 0
        }
    }
}
