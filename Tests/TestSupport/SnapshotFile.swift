import Foundation

/// One `__Snapshots__/NAME.txt` file and the comparison of a frame against it.
///
/// Kept apart from the assertion so its three outcomes can be tested on a temporary folder. A
/// recording always counts as a failure at the call site: nothing is recorded silently.
package struct SnapshotFile {
    package enum Outcome: Equatable {
        case matched
        /// Written because the file was missing or `UPDATE_SNAPSHOTS` was set.
        case recorded(path: String)
        /// Missing, and not written: under `CI=true` a snapshot is only ever compared.
        case missing(path: String)
        /// Differs: the actual text is in `actualPath` and `diff` lists the changed lines.
        case mismatched(diff: String, actualPath: String)
    }

    package let directory: String
    package let name: String

    package init(directory: String, name: String) {
        self.directory = directory
        self.name = name
    }

    package var path: String { directory + "/" + name + ".txt" }
    package var actualPath: String { directory + "/" + name + ".actual.txt" }

    /// Compares `text` (a newline is added at the end) with the file, recording when asked, or
    /// when the file is missing and `recordsMissing` (false under CI, where a recording would
    /// make a rerun pass).
    package func compare(_ text: String, record: Bool, recordsMissing: Bool = true) throws -> Outcome {
        let actual = text + "\n"
        let files = FileManager.default
        let exists = files.fileExists(atPath: path)
        if !exists, !record, !recordsMissing { return .missing(path: path) }
        if record || !exists {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            try? files.removeItem(atPath: actualPath)
            return .recorded(path: path)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        guard expected != actual else {
            try? files.removeItem(atPath: actualPath)
            return .matched
        }
        try actual.write(toFile: actualPath, atomically: true, encoding: .utf8)
        return .mismatched(diff: Self.lineDiff(expected: expected, actual: actual), actualPath: actualPath)
    }

    /// The changed lines, `-` for expected and `+` for actual, with 1-based line numbers.
    package static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [(Int, Int, String)] = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, let line, _): lines.append((offset, 0, "-\(offset + 1): \(line)"))
            case .insert(let offset, let line, _): lines.append((offset, 1, "+\(offset + 1): \(line)"))
            }
        }
        return lines.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2).joined(separator: "\n")
    }
}
