import Glibc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// State in a JSON file, written so that no reader ever sees half a file.
///
/// A save writes a uniquely named temporary file in the same folder, `fsync`s it, renames it
/// over the old file (atomic on POSIX) and `fsync`s the folder. Concurrent launches therefore
/// leave one whole file: the last writer wins. The folder is created with mode 0700.
public final class FileStateStore: StateStore {
    public let path: String
    private let directory: String

    public init(directory: String) {
        self.directory = directory
        self.path = directory + "/state.json"
    }

    /// The state folder for an app: `$XDG_STATE_HOME/<app-id>` when that is an absolute path,
    /// else `$HOME/.local/state/<app-id>`.
    public static func defaultDirectory(appID: String, environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/" + appID }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/state/" + appID
    }

    public func load() throws(StateError) -> AppState? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw StateError(path: path, message: "cannot be read")
        }
        return try Self.decode(data, path: path)
    }

    /// Decodes state JSON; anything but a JSON object of the known shape is an error.
    public static func decode(_ data: Data, path: String) throws(StateError) -> AppState {
        do {
            return try JSONDecoder().decode(AppState.self, from: data)
        } catch {
            throw StateError(path: path, message: "is corrupt (not the JSON state this app writes)")
        }
    }

    public func save(_ state: AppState) throws(StateError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(state) else {
            throw StateError(path: path, message: "cannot be encoded")
        }
        try makeDirectory()
        let temporary = "\(directory)/.state.json.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("cannot be written") }
        let written = data.withUnsafeBytes { bytes in writeAll(fd, bytes) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written, synced, rename(temporary, path) == 0 else {
            let error = failure("cannot be written")
            unlink(temporary)
            throw error
        }
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    private func makeDirectory() throws(StateError) {
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if access(prefix, F_OK) != 0, mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw failure("folder cannot be created")
            }
            prefix += "/"
        }
    }

    private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private func failure(_ message: String) -> StateError {
        StateError(path: path, message: "\(message) (\(String(cString: strerror(errno))))")
    }
}
