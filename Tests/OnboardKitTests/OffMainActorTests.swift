import OnboardKit
import TestSupport
import Testing

/// A `WhatsNew` is a plain value: built and asked on any thread, shown on the main actor.
@Suite("Front door: off the main actor")
struct OffMainActorTests {
    @Test("A background task builds a WhatsNew and decides; the main actor then shows the pages")
    func decidesInBackground() async throws {
        let folder = try TemporaryFolder(prefix: "offmain")
        try folder.write(#"{"lastVersion":"2.0.0"}"#, to: "state.json")
        let path = folder.path
        let (whatsNew, decision) = try await Task.detached { () throws -> (WhatsNew, Decision) in
            var whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "offmain", version: "2.1.0", environment: [:])
            whatsNew.stateDirectory = path
            return (whatsNew, whatsNew.decideNews())
        }.value
        #expect(decision.isPending)
        #expect(decision.pages.count == 3)
        #expect(decision.storedVersion == SemanticVersion("2.0.0"))

        let presentation = try await MainActor.run { try whatsNew.presentHeadless(script: "press end enter") }
        #expect(presentation.failure == nil)
        #expect(presentation.outcome == .finished(share: true))
        let stored = await Task.detached { whatsNew.decideNews().storedVersion }.value
        #expect(stored == SemanticVersion("2.1.0"))
    }
}
