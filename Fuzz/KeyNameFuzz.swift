/// libFuzzer target: a key name that parses prints as a canonical name that parses back to
/// the same key, and a canonical name is stable. Compiled with the TermCore sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyName(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let key = KeyEvent(text) else { return 0 }
    let name = key.description
    precondition(KeyEvent(name) == key, "'\(text)' → '\(name)' does not parse back to the same key")
    precondition(KeyEvent(name)?.description == name, "'\(name)' is not canonical")
    return 0
}
