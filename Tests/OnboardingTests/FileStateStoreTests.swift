import Glibc
import Onboarding
import TermCore
import FlowSupport
import TestSupport
import Testing

/// The state file survives whatever is found on disk: nothing crashes, nothing hangs, and a
/// valid file is never replaced by an invalid one.
@Suite("State file")
@MainActor
struct FileStateStoreTests {
    @Test("What is saved is loaded; a missing file is no state")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path + "/nested/app")
        #expect(try store.load() == nil)
        try store.save(AppState(lastVersion: "2.1.0", share: false, lastOutcome: "finished"))
        #expect(try store.load() == AppState(lastVersion: "2.1.0", share: false, lastOutcome: "finished"))
        #expect(folder.names() == ["nested"])
    }

    @Test(
        "A corrupt file is an error naming it, never a crash",
        arguments: [
            "", "{", "[]", "null", #"{"lastVersion": 3}"#, "\u{FF}\u{FE}garbage", String(repeating: "[", count: 10_000),
            #"{"lastVersion": "banana"}"#, #"{"lastVersion": ""}"#,
        ])
    func corrupt(content: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(content, to: "state.json")
        #expect(throws: StateError.self) { try FileStateStore(directory: folder.path).load() }
    }

    @Test("A FIFO, a folder or a huge file in place of the state is refused without reading it")
    func notARegularSmallFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FileStateStore(directory: folder.path)
        mkfifo(store.path, 0o600)
        #expect(throws: StateError.self) { try store.load() }
        unlink(store.path)
        mkdir(store.path, 0o700)
        #expect(throws: StateError.self) { try store.load() }
        rmdir(store.path)
        try folder.write(String(repeating: " ", count: 70_000) + "{}", to: "state.json")
        #expect(throws: StateError.self) { try store.load() }
    }

    @Test("An update starts from the newest file, so another launch's change is kept")
    func updateMerges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = FileStateStore(directory: folder.path)
        let second = FileStateStore(directory: folder.path)
        _ = try first.update { $0.share = false }
        _ = try second.update { $0.lastVersion = "3.0.0" }
        #expect(try first.load() == AppState(lastVersion: "3.0.0", share: false))
    }

    @Test("A corrupt file is replaced by a whole one on the next update")
    func updateRepairs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("{\"lastVer", to: "state.json")
        let store = FileStateStore(directory: folder.path)
        _ = try store.update { $0.lastVersion = "2.1.0" }
        #expect(try store.load() == AppState(lastVersion: "2.1.0"))
    }

    @Test("Temporary files of killed writers are removed; a live writer's are not")
    func abandonedTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let deadPID = 4_194_304  // PID_MAX_LIMIT on 64-bit Linux: ids are always below it
        try folder.write("{", to: ".state.json.\(deadPID).7.tmp")
        try folder.write("{", to: ".state.json.1.7.tmp")
        try FileStateStore(directory: folder.path).save(AppState(lastVersion: "1.0.0"))
        #expect(folder.names() == [".state.json.1.7.tmp", "state.json"])
    }

    @Test("A corrupt file warns once, shows the pages, and is overwritten whole when they are done")
    func corruptFileInTheApp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("\u{1B}[31m not json", to: "state.json")
        let app = FlowHarness.demo(stateDirectory: folder.path, showsEveryPage: false)
        #expect(app.flow.warnings.count == 1)
        #expect(app.flow.warnings.first?.contains("is corrupt") == true)
        #expect(app.frame.text.contains("Welcome aboard"))
        try app.press("right*3 enter")
        #expect(try FileStateStore(directory: folder.path).load()?.lastVersion == "2.1.0")
        #expect(app.flow.warnings.count == 1)
    }
}
