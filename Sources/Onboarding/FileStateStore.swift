import Glibc
import JSON

/// State in a JSON file, written so that no reader ever sees half a file and no launch undoes
/// another's write.
///
/// A write goes to a uniquely named temporary file in the same folder, is `fsync`ed, renamed
/// over the old file (atomic on POSIX) and the folder is `fsync`ed: a kill at any point leaves
/// the old file or the new one, never a mix. ``update(_:)`` holds an exclusive lock on the
/// folder while it reads, changes and writes, so concurrent launches apply their changes one
/// after the other. A read refuses anything that is not a small regular file (a FIFO would
/// block, a huge file is not ours). Temporary files left by killed writers are removed.
package final class FileStateStore: StateStore {
    package let path: String
    private let folder: StateFolder
    /// Largest state file read; the app writes about a hundred bytes.
    static let maximumBytes = 64 * 1024

    package init(directory: String) {
        folder = StateFolder(path: directory)
        path = directory + "/state.json"
    }

    /// The state folder for an app: `$XDG_STATE_HOME/<app-id>` when that is an absolute path,
    /// else `$HOME/.local/state/<app-id>`.
    package static func defaultDirectory(appID: String, environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/" + appID }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/state/" + appID
    }

    package func load() throws(StateError) -> AppState? {
        guard let data = try readFile() else { return nil }
        return try Self.decode(data, path: path)
    }

    /// Decodes state JSON; anything but a JSON object of the known shape is an error.
    ///
    /// A `lastVersion` that is not a version (`"banana"`) is corrupt too: read as no version at
    /// all it silently made a first launch of every launch.
    package static func decode(_ data: [UInt8], path: String) throws(StateError) -> AppState {
        let state: AppState
        do {
            state = try JSONValueDecoder().decode(AppState.self, from: data)
        } catch {
            throw StateError(path: path, message: "is corrupt (not the JSON state this app writes)")
        }
        if let version = state.lastVersion, SemanticVersion(version) == nil {
            throw StateError(path: path, message: "is corrupt (lastVersion '\(version)' is not a version)")
        }
        return state
    }

    /// The state as the file holds it: sorted keys, pretty-printed, absent fields left out.
    static func encode(_ state: AppState) -> [UInt8] {
        var members: [String: JSONValue] = [:]
        members["lastVersion"] = state.lastVersion.map(JSONValue.string)
        members["share"] = state.share.map(JSONValue.bool)
        members["lastOutcome"] = state.lastOutcome.map(JSONValue.string)
        return Array(JSONWriter.prettyPrinted(.object(members)).utf8)
    }

    /// Whether the file could be written now (``StateFolder/checkWritable(for:)``): a folder
    /// that cannot be made or written, a read-only file system or a full disk throw, naming the file.
    package func checkWritable() throws(StateError) {
        try folder.checkWritable(for: path)
    }

    package func save(_ state: AppState) throws(StateError) {
        _ = try update { $0 = state }
    }

    /// Reads the newest state (fresh when missing or unreadable), changes it and writes it,
    /// all under the folder's lock.
    package func update(_ change: (inout AppState) -> Void) throws(StateError) -> AppState {
        try folder.create(for: path)
        let lock = folder.lock()
        defer { lock.release() }
        var state = ((try? load()) ?? nil) ?? AppState()
        change(&state)
        try write(state)
        folder.removeAbandonedTemporaryFiles()
        return state
    }

    private func write(_ state: AppState) throws(StateError) {
        let data = Self.encode(state)
        let temporary = folder.temporaryPath()
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateError(path: path, errno: errno, "cannot be written") }
        var failure: Int32 = data.withUnsafeBytes { bytes in Self.writeAll(fd, bytes) ? 0 : errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw StateError(path: path, errno: failure, "cannot be written")
        }
        folder.sync()
    }

    private func readFile() throws(StateError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            // No file, or no folder for it (a path under a regular file): no state. Whether it
            // could be written is asked on its own, before pages show (checkWritable).
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw StateError(path: path, errno: errno, "cannot be read")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw StateError(path: path, message: "is not a regular file")
        }
        guard info.st_size <= Self.maximumBytes else {
            throw StateError(path: path, message: "is too large to be this app's state")
        }
        // Sized by the file (a state file is a few hundred bytes), grown if it grew meanwhile,
        // up to one byte past the limit, which is how an oversized file shows.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < Self.maximumBytes + 1 {
            if count == bytes.count {
                bytes += repeatElement(0, count: min(bytes.count, Self.maximumBytes + 1 - bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw StateError(path: path, errno: errno, "cannot be read") }
            if read == 0 { break }
            count += read
        }
        guard count <= Self.maximumBytes else {
            throw StateError(path: path, message: "is too large to be this app's state")
        }
        return Array(bytes[..<count])
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

extension StateError {
    /// A failure with the system's reason: `… cannot be written (No space left on device)`.
    init(path: String, errno code: Int32, _ message: String) {
        self.init(path: path, message: "\(message) (\(String(cString: strerror(code))))")
    }
}
