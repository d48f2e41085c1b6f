/// libFuzzer target: any text parses as a key script or fails with an error that points at a
/// line of it. Compiled together with the TermCore sources (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let lineCount = text.lineBreakLines.count  // LF or CR LF, as the parser counts
    do {
        let lines = try KeyScript.parse(text, file: "fuzz.keys")
        precondition(lines.allSatisfy { (1...lineCount).contains($0.line) }, "a step outside the script")
    } catch {
        precondition((1...lineCount).contains(error.line), "error at line \(error.line) of \(lineCount)")
        precondition(!error.message.contains("\n"), "an error is one line: \(error)")
    }
    _ = try? KeyScript.parseKeys(text)
    return 0
}
