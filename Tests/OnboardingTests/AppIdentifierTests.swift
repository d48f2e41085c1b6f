import Testing

@testable import Onboarding

/// The app id names a folder under the state home, so it is judged byte by byte and scalar by
/// scalar: a grapheme cluster (a prepended mark joined to the `/` after it) hides nothing.
@Suite("App ids")
struct AppIdentifierTests {
    @Test(
        "Ids that could leave the app's folder, or carry controls, are refused",
        arguments: [
            "x\u{0D4E}/..", "\u{0D4E}/..", "a\u{0D4E}/b", "a/b", "/abs", "a\\/b", "..", ".", ".hidden", "",
            "a\u{0}b", "a\u{1B}b", "a\u{7F}", "a\u{85}b", "a\u{9B}2J", "a\u{202E}b", "a\u{2066}b", "a\u{200E}",
            "a\u{061C}b", "a\u{FEFF}b", "a b", "a\u{0301}\u{0D4E}/..", "\u{0600}/x",
        ])
    func refused(id: String) {
        #expect(!AppIdentifier.isValid(id))
    }

    @Test(
        "Letters and digits of any script, with '-', '_' and '.', are ids",
        arguments: ["mytool", "my-tool_2.0", "café", "cafe\u{0301}", "日本語", "x\u{0D4E}", "\u{0D4E}..", "a..b"])
    func accepted(id: String) {
        #expect(AppIdentifier.isValid(id))
    }

    @Test("A valid id is one path component: it names a folder directly under the state home")
    func oneComponent() {
        for id in ["x\u{0D4E}", "café", "日本語", "my-tool_2.0"] where AppIdentifier.isValid(id) {
            let folder = FileStateStore.defaultDirectory(appID: id, environment: ["XDG_STATE_HOME": "/s"])
            #expect(Array(folder.utf8).split(separator: UInt8(ascii: "/")).map { Array($0) }.count == 2)
        }
    }
}
