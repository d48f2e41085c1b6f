/// A JSON array from a file whose elements are decoded one by one, when asked for.
///
/// Reading it checks the file's structure (one array; strings closed; brackets paired; no empty
/// element) and finds where each element starts and ends, which is fast
/// (``JSONArraySpans``); scanning and decoding an element are left to the moment a list shows
/// it, so a list of 100 000 rows appears as soon as the file is read, and a tab of 1 000 rows
/// scans and decodes only the rows on screen (docs/decisions/0059, 0090). A wrong field in one
/// element, or an element that is not
/// JSON, is that element's error, naming it (`posts.json: [41].text: expected text`,
/// `posts.json: [41]: not valid JSON (line 43)`); the other elements still decode.
///
/// Not for several threads at once: it is made on a background queue and then handed to the UI
/// loop, which is the only one to read it from then on.
package struct JSONList<Element: Decodable>: @unchecked Sendable {
    /// The file the list was read from, for error messages.
    package let file: String
    private let bytes: [UInt8]
    /// Each element's bytes, `start << 32 | end`.
    private let spans: [UInt64]
    /// The first elements, decoded already (``decodingAhead(_:)``).
    private var ahead: [Result<Element, JSONError>] = []

    /// A list of no elements.
    package init(file: String = "") {
        self.file = file
        bytes = []
        spans = []
    }

    package init(bytes: [UInt8], file: String) throws(JSONError) {
        do {
            spans = try JSONArraySpans.spans(of: bytes)
        } catch {
            throw JSONError(file: file, message: Self.notAnArray(bytes))
        }
        self.file = file
        self.bytes = bytes
    }

    package var count: Int { spans.count }
    package var isEmpty: Bool { spans.isEmpty }

    /// The element at `index` (`0 ..< count`), or the one-line error saying what is wrong with it.
    package func element(at index: Int) -> Result<Element, JSONError> {
        index < ahead.count ? ahead[index] : decode(at: index)
    }

    /// Decodes the element at `index` from its bytes.
    private func decode(at index: Int) -> Result<Element, JSONError> {
        let start = Int(truncatingIfNeeded: spans[index] >> 32)
        let end = Int(truncatingIfNeeded: spans[index] & 0xFFFF_FFFF)
        let document: JSONDocument
        do {
            document = try JSONDocument(Array(bytes[start..<end]))
        } catch {
            let message = JSONValueDecoder.notJSON(bytes, at: start + error.offset)
            return .failure(JSONError(file: file, field: "[\(index)]", message: message))
        }
        let decoder = JSONTapeDecoder(document: document, index: 0, depth: 1)
        do {
            return .success(try decoder.decode(Element.self))
        } catch let error as DecodingError {
            let field = error.fieldPath.map { $0.hasPrefix("[") ? "[\(index)]" + $0 : "[\(index)]." + $0 }
            return .failure(JSONError(file: file, field: field ?? "[\(index)]", message: error.summary))
        } catch {
            return .failure(JSONError(file: file, field: "[\(index)]", message: "\(error)"))
        }
    }

    /// The list with its first `count` elements (at most) decoded now and kept, on the thread
    /// that read it.
    ///
    /// A list read on a background queue decodes the rows its screen shows first there, so the
    /// frame that shows the screen does not (about 6 000 instructions a row), and the first
    /// decoding of a type, which makes its metadata and looks up its conformances in the Swift
    /// runtime (about 50 000 instructions against a few thousand), is paid there too. Those
    /// elements are not decoded again when shown.
    package func decodingAhead(_ count: Int) -> JSONList {
        var list = self
        list.ahead = (0..<min(max(count, 0), self.count)).map { decode(at: $0) }
        return list
    }

    /// Every element, decoded now; the first wrong one is the error.
    package func decodeAll() throws(JSONError) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for index in 0..<count { elements.append(try element(at: index).get()) }
        return elements
    }
}

extension JSONList {
    /// What is wrong with a file the structural pass refused: another JSON value than an array
    /// (every JSON array passes it), or the first place the text stops being JSON, as the
    /// scanner finds it.
    static func notAnArray(_ bytes: [UInt8]) -> String {
        do {
            return "expected an array, found \(try JSONDocument(bytes).entry(0).kindDescription)"
        } catch {
            return JSONValueDecoder.notJSON(bytes, at: error.offset)
        }
    }
}
