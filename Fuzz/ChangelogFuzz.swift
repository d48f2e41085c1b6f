@testable import Onboarding

/// libFuzzer target: any bytes as `CHANGELOG.md` give releases or one line naming a line of
/// the file; every warning is one such line too. Every version reads back from its spelling
/// (the state file stores it), and the releases become pages for a stored and a running version
/// picked from them. Drawing a page body is the `markdown` target's. Onboarding is built with
/// testing on for it (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChangelog(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let path = "/fuzz/CHANGELOG.md"
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        let changelog = try Changelog(parsing: text, path: path)
        precondition(!changelog.releases.isEmpty, "a changelog without a release was accepted")
        for warning in changelog.warnings { checkNamesLine(warning) }
        let versions = changelog.releases.map(\.version)
        for version in versions {
            precondition(SemanticVersion(version.description) == version, "a version that does not read back: \(version)")
        }
        let pages = changelog.pages(newerThan: versions.last, running: versions.first)
        precondition(pages.count < changelog.releases.count, "a page for the stored version or older")
    } catch {
        checkNamesLine(error.description)
    }
    return 0
}

/// `/fuzz/CHANGELOG.md:LINE: message`, on one line.
private func checkNamesLine(_ message: String) {
    precondition(message.hasPrefix("/fuzz/CHANGELOG.md:"), "a problem names the file: \(message)")
    let line = message.dropFirst("/fuzz/CHANGELOG.md:".count).prefix { $0.isNumber }
    precondition(Int(line).map { $0 >= 1 } == true, "a problem names a line: \(message)")
    precondition(!message.contains("\n"), "a problem is one line: \(message)")
}
