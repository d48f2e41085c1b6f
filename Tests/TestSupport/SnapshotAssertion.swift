import Foundation
import TermCore
import Testing

/// Compares a frame, text and style layer, with `__Snapshots__/NAME.txt` beside the test file.
///
/// The file holds exactly what `onboard --headless --styles --frames DIR` writes for the same
/// frame (``StyleLayer/text(of:styles:)``), so a CI script's output can become a snapshot.
/// `UPDATE_SNAPSHOTS=1` re-records; a missing file is recorded too, and either way the test
/// fails so a recording is always seen. Under `CI=true` a missing file fails without being
/// written, so no rerun can pass on a picture nobody looked at. A mismatch writes `NAME.actual.txt` and prints a diff.
package func assertSnapshot(
    _ frame: CellBuffer, named name: String, depth: ColorDepth = .xterm256, filePath: String = #filePath,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().path + "/__Snapshots__"
    let file = SnapshotFile(directory: directory, name: name)
    let record = environment["UPDATE_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    let inCI = environment["CI"].map { $0 == "true" || $0 == "1" } ?? false
    do {
        switch try file.compare(StyleLayer.text(of: frame, styles: depth), record: record, recordsMissing: !inCI) {
        case .matched:
            break
        case .recorded(let path):
            Issue.record(
                "Recorded snapshot \(path); run again without UPDATE_SNAPSHOTS to check it",
                sourceLocation: sourceLocation)
        case .missing(let path):
            Issue.record(
                "Snapshot \(path) is missing; CI=true compares only: record it with a local run and commit it",
                sourceLocation: sourceLocation)
        case .mismatched(let diff, let actualPath):
            print("Snapshot \(name) differs (actual in \(actualPath)):\n\(diff)")
            Issue.record(
                "Snapshot \(name) differs; actual in \(actualPath), UPDATE_SNAPSHOTS=1 re-records\n\(diff)",
                sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("Snapshot \(name) could not be read or written: \(error)", sourceLocation: sourceLocation)
    }
}
