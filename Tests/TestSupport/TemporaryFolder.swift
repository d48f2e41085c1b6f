import Foundation

/// A fresh folder under `$TMPDIR` (or /tmp), removed with everything in it by ``remove()``,
/// and in any case when the test process exits.
///
/// The one temporary-folder helper of the tests: state folders, assets fixtures, snapshot
/// files and the CLI's output folders all come from here. Most tests only need a place and
/// never call ``remove()``, so every folder made is also listed in ``Made`` and the list is
/// removed at exit: a `make test` leaves nothing behind in /tmp.
package struct TemporaryFolder {
    package let path: String

    package init(prefix: String = "tests") throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/onboard-\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(errno: errno) }
        path = String(cString: made)
        Made.shared.add(path)
    }

    /// A new folder's path, for tests that only need a place (a failure to make one stops them).
    package static func make(prefix: String = "tests") -> String {
        do {
            return try TemporaryFolder(prefix: prefix).path
        } catch {
            fatalError("cannot make a temporary folder: \(error)")
        }
    }

    package func write(_ text: String, to name: String) throws {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    package func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    package func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    package struct Failure: Error {
        package let errno: Int32
    }

    /// Every folder the process made, removed when it exits (`atexit`; a test that crashes
    /// leaves its folders for a look).
    final class Made: @unchecked Sendable {
        static let shared = Made()
        private let lock = NSLock()
        private var paths: [String] = []

        private init() {
            atexit { Made.shared.removeAll() }
        }

        func add(_ path: String) {
            lock.withLock { paths.append(path) }
        }

        private func removeAll() {
            let all = lock.withLock { () -> [String] in
                defer { paths.removeAll() }
                return paths
            }
            for path in all { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
