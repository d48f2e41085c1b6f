import OnboardKit
import Onboarding
import TestSupport
import Testing

/// The front door used the ways its QA pass tried: an id set without the checking
/// initializers, key names a library caller gets wrong, results sent across actors.
@MainActor
@Suite("Front door: ids, key errors, results across actors")
struct FrontDoorEdgeTests {
    @Test(
        "An app id that cannot name a folder, set without the checks, stores nothing and says so",
        arguments: ["../../escaped", "", "/absolute"])
    func uncheckedAppID(id: String) throws {
        let home = try TemporaryFolder(prefix: "front-door")
        let manifest = try ManifestLoader.load(from: Fixtures.assets, language: .english)
        let whatsNew = WhatsNew(
            manifest: manifest, appID: id, version: SemanticVersion("2.1.0")!,
            environment: ["XDG_STATE_HOME": home.path + "/state"])
        #expect(throws: StateError.self) { try whatsNew.markSeen() }
        #expect(whatsNew.decideNews().warnings.contains { $0.contains("nothing is stored") })
        #expect(home.names() == [])
    }

    @Test("A wrong key name in press(_:) is named as keys:1, not as the command's --keys")
    func keyErrorName() throws {
        let app = try WhatsNew(assets: Fixtures.assets, appID: "keys", version: "2.1.0", environment: [:]).headless()
        #expect {
            try app.press("right nonsense")
        } throws: { error in
            (error as? ScriptError)?.description.hasPrefix("keys:1: unknown key 'nonsense'") == true
        }
    }

    @Test("A headless presentation is Sendable: an async test gets it back from the main actor")
    nonisolated func sendableResult() async throws {
        let result = try await MainActor.run {
            try WhatsNew(assets: Fixtures.assets, appID: "send", version: "2.1.0", environment: [:])
                .presentHeadless(script: "snapshot first\npress end enter")
        }
        #expect(result.snapshots.map(\.name) == ["first"])
        #expect(result.outcome == .finished(share: true))
    }
}
