@testable import Onboarding

/// libFuzzer target: any bytes as `manifest.json` decode to a manifest or a one-line error
/// naming the file; a decoded manifest then resolves (against a folder with no art) to pages
/// or such an error. Onboarding is built with testing on for it (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let path = "/fuzz/manifest.json"
    do {
        let file = try ManifestLoader.decode(Array(UnsafeBufferPointer(start: bytes, count: count)), path: path)
        _ = try ManifestLoader.resolve(file, directory: "/fuzz/no-such-folder", path: path, language: .english)
    } catch {
        precondition(error.file.hasPrefix("/fuzz/"), "an error names the file: \(error)")
        precondition(!error.description.contains("\n"), "an error is one line: \(error)")
    }
    return 0
}
