import Foundation

/// A fresh folder under `$TMPDIR` (or /tmp), removed with everything in it by ``remove()``.
///
/// The one temporary-folder helper of the tests: state folders, assets fixtures, snapshot
/// files and the CLI's output folders all come from here.
public struct TemporaryFolder {
    public let path: String

    public init(prefix: String = "tests") throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/onboard-\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(errno: errno) }
        path = String(cString: made)
    }

    /// A new folder's path, for tests that only need a place (a failure to make one stops them).
    public static func make(prefix: String = "tests") -> String {
        do {
            return try TemporaryFolder(prefix: prefix).path
        } catch {
            fatalError("cannot make a temporary folder: \(error)")
        }
    }

    public func write(_ text: String, to name: String) throws {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    public func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    public struct Failure: Error {
        public let errno: Int32
    }
}
