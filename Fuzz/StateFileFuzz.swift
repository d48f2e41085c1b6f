@testable import Onboarding

/// libFuzzer target: any bytes as `state.json` decode to a state or an error naming the file;
/// a decoded state survives an encode/decode round trip unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let path = "/fuzz/state.json"
    do {
        let state = try FileStateStore.decode(Array(UnsafeBufferPointer(start: bytes, count: count)), path: path)
        let decoded = try FileStateStore.decode(FileStateStore.encode(state), path: path)
        precondition(decoded == state, "round trip changed \(state)")
    } catch {
        precondition(error.path == path, "an error names the file: \(error)")
    }
    return 0
}
