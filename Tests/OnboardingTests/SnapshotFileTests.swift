import Foundation
import TermCore
import TestSupport
import Testing

@Suite("Snapshot files")
struct SnapshotFileTests {
    @Test("A missing file is recorded, then the same text matches")
    func recordsThenMatches() throws {
        let file = SnapshotFile(directory: TemporaryFolder.make(prefix: "snapshots"), name: "page")
        defer { try? FileManager.default.removeItem(atPath: file.directory) }
        #expect(try file.compare("one\ntwo", record: false) == .recorded(path: file.path))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "one\ntwo\n")
        #expect(try file.compare("one\ntwo", record: false) == .matched)
    }

    @Test("Under CI a missing file is reported and not written, so a rerun cannot pass on it")
    func missingInCI() throws {
        let file = SnapshotFile(directory: TemporaryFolder.make(prefix: "snapshots"), name: "page")
        defer { try? FileManager.default.removeItem(atPath: file.directory) }
        #expect(try file.compare("one", record: false, recordsMissing: false) == .missing(path: file.path))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try file.compare("one", record: false, recordsMissing: false) == .missing(path: file.path))
    }

    @Test("A difference writes NAME.actual.txt and lists the changed lines; a match removes it")
    func mismatch() throws {
        let file = SnapshotFile(directory: TemporaryFolder.make(prefix: "snapshots"), name: "page")
        defer { try? FileManager.default.removeItem(atPath: file.directory) }
        _ = try file.compare("title\n● ○\nfooter", record: true)
        let outcome = try file.compare("title\n○ ●\nfooter", record: false)
        #expect(outcome == .mismatched(diff: "-2: ● ○\n+2: ○ ●", actualPath: file.actualPath))
        #expect(try String(contentsOfFile: file.actualPath, encoding: .utf8) == "title\n○ ●\nfooter\n")
        #expect(try file.compare("title\n● ○\nfooter", record: false) == .matched)
        #expect(!FileManager.default.fileExists(atPath: file.actualPath))
    }

    @Test("Recording overwrites an existing file when asked")
    func rerecord() throws {
        let file = SnapshotFile(directory: TemporaryFolder.make(prefix: "snapshots"), name: "page")
        defer { try? FileManager.default.removeItem(atPath: file.directory) }
        _ = try file.compare("old", record: true)
        #expect(try file.compare("new", record: true) == .recorded(path: file.path))
        #expect(try file.compare("new", record: false) == .matched)
    }

    @Test("The assertion fails the test when it records, so nothing is recorded silently")
    func assertionFailsWhenRecording() {
        let directory = TemporaryFolder.make(prefix: "snapshots")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var frame = CellBuffer(size: Size(width: 4, height: 1))
        frame.write("hi", at: .zero, style: Style(attributes: .bold), clip: frame.bounds)
        withKnownIssue("a missing snapshot is recorded and reported") {
            assertSnapshot(frame, named: "hi", filePath: directory + "/FakeTests.swift", environment: [:])
        }
        let recorded = try? String(contentsOfFile: directory + "/__Snapshots__/hi.txt", encoding: .utf8)
        #expect(recorded == "hi\n~~~ styles (colour depth 256)\n0: 0-1 bold | 2-3 default\n")
        assertSnapshot(frame, named: "hi", filePath: directory + "/FakeTests.swift", environment: [:])
    }

    @Test("Under CI=true the assertion fails on a missing snapshot and leaves no file behind")
    func assertionFailsInCI() {
        let directory = TemporaryFolder.make(prefix: "snapshots")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let frame = CellBuffer(size: Size(width: 4, height: 1))
        withKnownIssue("a missing snapshot fails under CI") {
            assertSnapshot(frame, named: "hi", filePath: directory + "/FakeTests.swift", environment: ["CI": "true"])
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/__Snapshots__/hi.txt"))
    }
}
