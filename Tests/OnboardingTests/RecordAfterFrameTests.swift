import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// The onboarding's ending is written to disk (with fsync, milliseconds) only once the main
/// screen's first frame is out, and never lost.
@Suite("Recording the ending after the first frame")
@MainActor
struct RecordAfterFrameTests {
    /// A store that notes what the screen showed when it was written.
    final class WitnessStore: StateStore {
        let inner = MemoryStateStore()
        var screenAtSave: String?
        var screen: () -> String = { "" }

        func load() throws(StateError) -> AppState? { try inner.load() }
        func save(_ state: AppState) throws(StateError) {
            screenAtSave = screen()
            try inner.save(state)
        }
    }

    @Test("Enter app shows the menu first; the choice is known at once and stored after that frame")
    func storedAfterTheMenuFrame() throws {
        let harness = try FlowHarness()
        let store = WitnessStore()
        let flow = AppFlow(
            window: harness.application.window, manifest: try Fixtures.manifest(),
            currentVersion: SemanticVersion("2.1.0")!, store: store, mainScreen: FlowHarness.standInMenu)
        store.screen = { harness.text }
        flow.launch()
        harness.play("press end tab space")
        harness.application.handle(.key(KeyEvent(.enter)))
        #expect(store.inner.state == nil)
        #expect(flow.state.share == false)
        #expect(flow.state.lastVersion == "2.1.0")
        harness.application.runPending()
        #expect(store.screenAtSave?.contains("Messages") == true)
        #expect(store.inner.state == AppState(lastVersion: "2.1.0", share: false, lastOutcome: "finished"))
    }

    @Test("The main screen prepares at the first key on the pages, once; pages left alone start nothing")
    func preparesAtFirstKey() throws {
        let harness = try FlowHarness()
        var prepared = 0
        let flow = AppFlow(
            window: harness.application.window, manifest: try Fixtures.manifest(),
            currentVersion: SemanticVersion("2.1.0")!, store: harness.store,
            mainScreen: MainScreen(prepare: { _ in prepared += 1 }, make: FlowHarness.standInMenu.make))
        flow.launch()
        harness.application.runPending()
        harness.application.advance(by: .seconds(5))
        #expect(prepared == 0)
        harness.play("press right")
        #expect(prepared == 1)
        harness.play("press right left")
        #expect(prepared == 1)
    }

    @Test("Without a main screen the run ends at Enter, and the ending is still stored")
    func storedWhenTheRunEnds() throws {
        let harness = try FlowHarness()
        let flow = AppFlow(
            window: harness.application.window, manifest: try Fixtures.manifest(),
            currentVersion: SemanticVersion("2.1.0")!, store: harness.store)
        flow.launch()
        harness.play("press end enter")
        #expect(harness.application.isQuitRequested)
        #expect(harness.store.state?.lastVersion == "2.1.0")
        #expect(harness.store.state?.lastOutcome == "finished")
    }
}
