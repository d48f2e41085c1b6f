import Testing

@testable import JSON

/// The single-loop scanner must accept exactly what the recursive one accepted, write the same
/// tape, and stop at the same offset (``JSONReferenceScanner``); its tape is allocated once, so
/// no text may need more entries than ``JSONScanner/tapeCapacity(forByteCount:)``.
@Suite("JSON scanner equivalence")
struct JSONScannerEquivalenceTests {
    /// The tape, or the offset where the text stops being JSON.
    enum Outcome: Equatable {
        case tape([UInt64])
        case failure(Int)
    }

    static func scanned(_ bytes: [UInt8]) -> Outcome {
        do {
            let tape = try JSONScanner.scan(bytes)
            defer { tape.deallocate() }
            return .tape(Array(tape))
        } catch {
            return .failure(error.offset)
        }
    }

    static func reference(_ bytes: [UInt8]) -> Outcome {
        do {
            return .tape(try JSONReferenceScanner.scan(bytes))
        } catch {
            return .failure(error.offset)
        }
    }

    /// Compares both scanners on `bytes`, naming the text when they differ.
    static func same(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let new = scanned(bytes)
        let old = reference(bytes)
        if new != old {
            Issue.record(
                "\(String(decoding: bytes, as: UTF8.self).debugDescription): \(new) != \(old)",
                sourceLocation: sourceLocation)
        }
    }

    static let documents: [String] = [
        #"{"a": [1, -2.5e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83d\ude00"}"#,
        #"[{"author": "user000", "time": "0m", "text": "Record 1: a short post of ordinary length."}]"#,
        "\u{FEFF}[]", "[]", "{}", "[[]]", "[{}]", "{\"\":{}}", "[[[[]]],[]]", "0", "-0", "1.5", "-1.5e+10", "2E-3",
        "true", "false", "null", "\"\"", "\"12345678\"", "\"1234567\"", "\"123456789abcdefg\"", " \t\r\n[ 1 , 2 ]\n ",
        #"{"k":"v","n":[1,2,{"m":null}],"e":"\t\b\f\r\/"}"#, #"["\u0041\u00DF\u6771\uD834\uDD1E"]"#,
        "[\"é中😀\", \"\u{7F}\"]", "[0,1,2,3,4,5,6,7,8,9,10,100,1000]", "{\"a\":1,\"a\":2}",
    ]

    @Test("Every document, every prefix of it and every one-byte change scan as before")
    func prefixesAndChanges() {
        let replacements: [UInt8] = Array(#""\{}[],: 0-e.utfn"#.utf8) + [0x0A, 0x09, 0x01, 0x1F, 0x7F, 0xFF, 0xEF]
        for document in Self.documents + Self.generated(count: 40) {
            let bytes = Array(document.utf8)
            Self.same(bytes)
            for length in 0..<bytes.count { Self.same(Array(bytes[..<length])) }
            for position in bytes.indices {
                for replacement in replacements where replacement != bytes[position] {
                    var changed = bytes
                    changed[position] = replacement
                    Self.same(changed)
                }
            }
        }
    }

    @Test(
        "Strings, escapes, literals and numbers that stop at the very end of the input",
        arguments: [
            "\"", "\"a", "\"abcdefg", "\"abcdefgh", "\"abcdefghi", "\"abcdefghijklmnop", "\"\\", "\"\\u", "\"\\u1",
            "\"\\u12", "\"\\u123", "\"\\u1234", "\"\\u1234\"", "\"\\uZZZZ\"", "\"\\n", "\"ab\\", "t", "tr", "tru",
            "fals", "nul", "truex", "-", "1.", "1e", "1e+", "01", "[1", "[1,", "{\"a\"", "{\"a\":", "{\"a\":1",
            "[\"abcdefgh\"", "\"abcdefgh\"", "\"abcdefg\"", "\"\u{01}\"", "[\"a\" \"b\"]", "{\"a\" 1}", "{1:2}",
        ])
    func endings(text: String) {
        Self.same(Array(text.utf8))
        for count in 1...9 {
            let padded = Array(text.utf8) + [UInt8](repeating: 0x20, count: count)
            Self.same(padded)
        }
    }

    @Test("Strings of every length to 40 with a quote, an escape or a control byte at every place")
    func stringLengths() {
        // Crosses the sixteen-byte, eight-byte and byte-by-byte parts of the string scan.
        let specials: [[UInt8]] = [
            [0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x1F], [0x00], [0x7F], [0xC3, 0xA9],
        ]
        for length in 0...40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            Self.same([0x22] + plain + [0x22])
            Self.same([0x22] + plain)
            Self.same([0x5B, 0x22] + plain + [0x22, 0x5D])
            for position in 0...length {
                for special in specials {
                    let inner = Array(plain[..<position]) + special + Array(plain[position...])
                    Self.same([0x22] + inner + [0x22])
                    Self.same([0x22] + inner)
                }
            }
        }
    }

    @Test("Failures name the offset where the text stops being JSON")
    func offsets() {
        let cases: [(String, Int)] = [
            ("", 0), ("[1,]", 3), ("{\"a\" 1}", 5), ("01", 1), ("1.", 2), ("-", 1), ("tru", 0), ("\"a\nb\"", 2),
            ("\"\\x\"", 2), ("[1] 2", 4), ("{'a': 1}", 1), ("\"abc", 4), ("\"\\u12\"", 2), ("[1 2]", 3),
            ("\u{FEFF}", 3), ("[\"abcdefgh\u{1F}\"]", 10),
        ]
        for (text, offset) in cases {
            #expect(Self.scanned(Array(text.utf8)) == .failure(offset), "\(text.debugDescription)")
        }
    }

    @Test("Nesting: the deepest allowed, one deeper, and closing many at once")
    func nesting() {
        let limit = JSONScanner.maximumDepth
        for depth in [1, 2, limit - 1, limit, limit + 1] {
            Self.same(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
            Self.same(
                Array((String(repeating: "{\"k\":", count: depth) + "0" + String(repeating: "}", count: depth)).utf8))
            Self.same(
                Array(
                    (String(repeating: "[{\"k\":", count: depth / 2) + "[]" + String(repeating: "}]", count: depth / 2))
                        .utf8))
        }
        #expect(
            Self.scanned(
                Array((String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).utf8))
                == .failure(limit))
    }

    @Test("No text needs more tape than the scanner allocates, even one that stops part-way")
    func tapeCapacity() {
        let open = String(repeating: "[", count: JSONScanner.maximumDepth)
        let texts: [String] = [
            "0", "[0]", "[]", "[[]]", "{\"\":0}", "[" + String(repeating: "0,", count: 5000) + "0]",
            open + String(repeating: "0,", count: 5000) + "0", open + String(repeating: "0,", count: 5000) + "0 0",
            open + String(repeating: "[],", count: 100) + "[", "[" + String(repeating: "\"\",", count: 999) + "\"\"]",
            String(repeating: "{\"\":", count: 200) + "0" + String(repeating: "}", count: 200),
            open + String(repeating: "{\"\":0,", count: 1000), open + "0" + String(repeating: "]", count: 256),
            // Short texts, nearly all open brackets: the capacity counts them by the byte.
            "[", "{", "[[[[[[", "[[[[0", "[[[[0,", "{\"\":[[", "[{\"\":{\"\":[", "[0,[0,[0,[",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            let capacity = JSONScanner.tapeCapacity(forByteCount: bytes.count)
            let written: Int
            do {
                written = try JSONReferenceScanner.scan(bytes).count
            } catch {
                written = error.written
            }
            #expect(written <= capacity, "\(bytes.count) bytes: \(written) entries > \(capacity)")
            Self.same(bytes)
        }
    }

    // MARK: - Generated documents

    /// `count` documents of random shape, the same ones on every run.
    static func generated(count: Int) -> [String] {
        var random = SplitMix(state: 0x5EED_1234)
        return (0..<count).map { _ in value(&random, depth: 0) }
    }

    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func space(_ random: inout SplitMix) -> String {
        ["", "", "", " ", "\n", "\t", "\r\n  "][random.next(7)]
    }

    static func value(_ random: inout SplitMix, depth: Int) -> String {
        switch random.next(depth > 3 ? 5 : 7) {
        case 0: return ["true", "false", "null"][random.next(3)]
        case 1:
            return ["0", "-0", "7", "-12", "3.25", "1e9", "-2.5E-3", "123456789012", "0.0", "4e+01"][random.next(10)]
        case 2, 3, 4:
            let pieces = [
                "a", "lorem ipsum ", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00", "é", "中", "😀",
                "12345678", "x",
            ]
            return "\"" + (0..<random.next(6)).map { _ in pieces[random.next(pieces.count)] }.joined() + "\""
        case 5:
            let elements = (0..<random.next(5)).map { _ in
                space(&random) + value(&random, depth: depth + 1) + space(&random)
            }
            return "[" + elements.joined(separator: ",") + "]"
        default:
            let members = (0..<random.next(5)).map { _ in
                space(&random) + "\"k\(random.next(9))\"" + space(&random) + ":" + space(&random)
                    + value(&random, depth: depth + 1) + space(&random)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }
}
