import Foundation
import TestSupport
import Testing

@testable import Onboarding

@Suite("State file")
struct StateStoreTests {
    @Test("State written is state read back, as pretty JSON")
    func roundTrip() throws {
        let store = FileStateStore(directory: Fixtures.temporaryDirectory() + "/a/b")
        #expect(try store.load() == nil)
        let state = AppState(lastVersion: "2.1.0", share: false, lastOutcome: "skipped")
        try store.save(state)
        #expect(try store.load() == state)
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.contains(#""lastVersion" : "2.1.0""#))
    }

    @Test("The default folder follows XDG_STATE_HOME, else ~/.local/state; relative values are ignored")
    func defaultFolder() {
        #expect(
            FileStateStore.defaultDirectory(appID: "x", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/x")
        #expect(FileStateStore.defaultDirectory(appID: "x", environment: ["HOME": "/h"]) == "/h/.local/state/x")
        #expect(
            FileStateStore.defaultDirectory(appID: "x", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])
                == "/h/.local/state/x")
    }

    @Test("A corrupt file is an error naming it", arguments: ["{", "[1,2]", "\u{0}\u{1}", "{\"lastVersion\": 3}"])
    func corrupt(contents: String) throws {
        let directory = Fixtures.temporaryDirectory()
        #expect(FileManager.default.createFile(atPath: directory + "/state.json", contents: Data(contents.utf8)))
        #expect(throws: StateError.self) { try FileStateStore(directory: directory).load() }
    }

    @Test("Twenty concurrent writers leave one whole, valid file")
    func concurrentWriters() async throws {
        let directory = Fixtures.temporaryDirectory()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask {
                    let store = FileStateStore(directory: directory)
                    for round in 0..<10 {
                        try? store.save(AppState(lastVersion: "2.\(index).\(round)", share: index % 2 == 0))
                        _ = try? store.load()
                    }
                }
            }
        }
        let state = try FileStateStore(directory: directory).load()
        #expect(state?.lastVersion?.hasPrefix("2.") == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0 != "state.json" }
        #expect(leftovers.isEmpty)
    }

    @Test("A folder that cannot be written is an error, not a crash")
    func unwritable() throws {
        let store = FileStateStore(directory: "/proc/onboard-cannot-exist")
        #expect(throws: StateError.self) { try store.save(AppState(lastVersion: "1.0.0")) }
    }
}
