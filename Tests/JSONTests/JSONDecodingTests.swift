import Testing

@testable import JSON

/// The decoder reads straight from the scanned bytes: these pin what that must not change.
@Suite("JSON decoding from the tape")
struct JSONDecodingTests {
    struct Person: Decodable, Equatable {
        var name: String
        var age: Int
        var tags: [String]
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
        try JSONValueDecoder().decode(type, from: Array(text.utf8))
    }

    @Test("Members are found whatever their order, and a key written with escapes still matches")
    func memberOrder() throws {
        let people = try decode(
            [Person].self,
            #"[{"tags": [], "age": 3, "name": "a"}, {"n\u0061me": "b", "age": 4, "tags": ["x"]}, {"age": 5, "name": "c", "tags": []}]"#
        )
        #expect(
            people == [
                Person(name: "a", age: 3, tags: []), Person(name: "b", age: 4, tags: ["x"]),
                Person(name: "c", age: 5, tags: []),
            ])
    }

    @Test("A dictionary of many keys reads every key once")
    func manyKeys() throws {
        let members = (0..<2000).map { #""key\#($0)": \#($0)"# }.joined(separator: ", ")
        let table = try decode([String: Int].self, "{" + members + "}")
        #expect(table.count == 2000)
        #expect(table["key1999"] == 1999 && table["key0"] == 0)
    }

    @Test("Objects of text read straight from the tape; any other object reads, and fails, as before")
    func textsByKey() throws {
        struct Wrapped: Decodable { var texts: [String: String] }
        #expect(
            try decode([String: String].self, #"{"en": "Hi", "zh-Hans": "\u4f60\u597d", "x": ""}"#)
                == ["en": "Hi", "zh-Hans": "你好", "x": ""])
        #expect(try decode([String: String].self, "{}") == [:])
        #expect(try decode([String: String].self, #"{"en": "one", "en": "two"}"#).count == 1)
        do {
            _ = try decode(Wrapped.self, #"{"texts": {"en": "Hi", "de": 3}}"#)
            Issue.record("a number where text belongs must not decode")
        } catch let error as DecodingError {
            #expect(error.fieldPath == "texts.de")
        }
        #expect(throws: DecodingError.self) { try decode([String: String].self, #"["en"]"#) }
    }

    /// The dictionary as ``JSONValueDecoder/decodeDictionary(of:from:)`` reads it from the tape,
    /// after checking that the standard library's `Dictionary(from:)` reads the same value, or
    /// fails at the same field.
    func records<Value: Decodable & Equatable>(_ type: Value.Type, _ text: String) throws -> [String: Value] {
        let standard = Result { try decode([String: Value].self, text) }
        let tape = Result { try JSONValueDecoder().decodeDictionary(of: type, from: Array(text.utf8)) }
        switch (standard, tape) {
        case (.success(let expected), .success(let read)):
            #expect(read == expected, "\(text)")
        case (.failure(let expected as DecodingError), .failure(let read as DecodingError)):
            #expect(read.fieldPath == expected.fieldPath && read.summary == expected.summary, "\(text)")
        default:
            Issue.record("\(text): the standard reading gave \(standard), the tape \(tape)")
        }
        return try tape.get()
    }

    @Test("A file's object of records reads straight from the tape, with the same values and errors")
    func recordsByKey() throws {
        let people = try records(
            Person.self,
            #"{"a": {"name": "A", "age": 1, "tags": []}, "b": {"name": "B", "age": 2, "tags": ["x"]}}"#)
        #expect(people == ["a": Person(name: "A", age: 1, tags: []), "b": Person(name: "B", age: 2, tags: ["x"])])
        #expect(try records(Person.self, "{}").isEmpty)
        #expect(try records([Int].self, #"{"x": [1, 2], "y": []}"#) == ["x": [1, 2], "y": []])
        // A key twice: the standard library's reading decides (one member, no error).
        #expect(try records(Int.self, #"{"k": 1, "k": 2}"#).count == 1)
        do {
            _ = try records(
                Person.self,
                #"{"a": {"name": "A", "age": 1, "tags": []}, "b": {"name": "B", "age": "2", "tags": []}}"#)
            Issue.record("text where a number belongs must not decode")
        } catch let error as DecodingError {
            #expect(error.fieldPath == "b.age")
        }
        #expect(throws: DecodingError.self) { try records(Person.self, #"[{"name": "A"}]"#) }
        #expect(throws: DecodingError.self) { try records(Int.self, "3") }
    }

    @Test("Integers: digits, exponents that are whole, and numbers that do not fit")
    func integers() throws {
        #expect(try decode([Int].self, "[0, -12, 1e3, 2.0, 9223372036854775807]") == [0, -12, 1000, 2, Int.max])
        #expect(try decode([Int8].self, "[-128, 127]") == [-128, 127])
        #expect(throws: DecodingError.self) { try decode([Int8].self, "[128]") }
        #expect(throws: DecodingError.self) { try decode([Int].self, "[1.5]") }
        #expect(try decode([Double].self, "[-2.5e3, 0.125]") == [-2500, 0.125])
    }

    @Test("Arrays filled from the tape (long ones) read and fail as the standard reading (short ones)")
    func longAndShortArrays() throws {
        let threshold = JSONTapeDecoder.arrayFillThreshold
        for count in [1, 3, threshold - 1, threshold, threshold + 1, 300] {
            let people = (0..<count).map { #"{"name": "p\#($0)", "age": \#($0), "tags": ["t"]}"# }
            let read = try decode([Person].self, "[" + people.joined(separator: ", ") + "]")
            #expect(read == (0..<count).map { Person(name: "p\($0)", age: $0, tags: ["t"]) })
            #expect(
                try decode([[Int]].self, "[" + Array(repeating: "[1, 2]", count: count).joined(separator: ",") + "]")
                    .allSatisfy { $0 == [1, 2] })
            var wrong = people
            wrong[count - 1] = #"{"name": "x", "age": "old", "tags": []}"#
            do {
                _ = try decode([Person].self, "[" + wrong.joined(separator: ", ") + "]")
                Issue.record("\(count) people: text where a number belongs must not decode")
            } catch let error as DecodingError {
                #expect(error.fieldPath == "[\(count - 1)].age", "\(count) people")
            }
        }
    }

    @Test("Escapes are read and bad UTF-8 becomes U+FFFD, as before")
    func text() throws {
        #expect(try decode([String].self, #"["tab\there", "\ud83d\ude00", "\u00e9"]"#) == ["tab\there", "😀", "é"])
        let bad: [UInt8] = Array(#"[""#.utf8) + [0xFF, 0x41] + Array(#""]"#.utf8)
        #expect(try JSONValueDecoder().decode([String].self, from: bad) == ["\u{FFFD}A"])
        let badEscaped: [UInt8] = Array(#"["\n"#.utf8) + [0xFF, 0x41] + Array(#"\u00e9\ud800x\ud83d\u0041"]"#.utf8)
        #expect(try JSONValueDecoder().decode([String].self, from: badEscaped) == ["\n\u{FFFD}Aé\u{FFFD}x\u{FFFD}"])
    }

    @Test("A mistake deep inside names the whole path")
    func deepPath() {
        #expect {
            try decode([[String: [String: [Int]]]].self, #"[{"a": {"b": [1, "x"]}}]"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return (error as? DecodingError)?.fieldPath == "[0].a.b[1]" && context.debugDescription == "found text"
        }
    }

    @Test("Text that is not JSON says on which line it stops being JSON")
    func notJSONLine() {
        #expect {
            try decode([Int].self, "[\n1,\n2,,\n3]")
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "not valid JSON (line 3)"
        }
    }
}
