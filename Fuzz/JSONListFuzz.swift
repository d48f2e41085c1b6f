/// libFuzzer target: any bytes as a list file (`posts.json`). The list is refused in one line
/// naming the file, or each element decodes or is its own one-line error naming its index; and
/// the structural pass agrees with the full scanner: the whole text is JSON exactly when the
/// pass accepts it and every element it found scans. Compiled together with the JSON
/// module's sources (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONList(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = Array(UnsafeBufferPointer(start: bytes, count: count))
    let path = "/fuzz/posts.json"
    do {
        let list = try JSONList<FuzzPost>(bytes: text, file: path)
        for index in 0..<list.count {
            if case .failure(let error) = list.element(at: index) {
                precondition(error.description.hasPrefix(path + ": [\(index)]"), "an element's error names it: \(error)")
                precondition(!error.description.contains("\n"), "an error is one line: \(error)")
            }
        }
    } catch {
        precondition(error.description.hasPrefix(path + ": "), "an error names the file: \(error)")
        precondition(!error.description.contains("\n"), "an error is one line: \(error)")
    }
    var whole = false
    if let tape = try? JSONScanner.scan(text) {
        tape.deallocate()
        whole = true
    }
    var split = false
    if let spans = try? JSONArraySpans.spans(of: text) {
        split = spans.allSatisfy { span in
            guard let tape = try? JSONScanner.scan(Array(text[Int(span >> 32)..<Int(span & 0xFFFF_FFFF)])) else {
                return false
            }
            tape.deallocate()
            return true
        }
    }
    let first = text.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    if first == UInt8(ascii: "[") || !whole {
        precondition(whole == split, "the pass and the scanner disagree: whole \(whole), split \(split)")
    }
    return 0
}

/// A list element with a field of each kind the demo's lists have.
struct FuzzPost: Decodable {
    var author: String
    var time: String?
    var likes: Int?
    var tags: [String]?
}
