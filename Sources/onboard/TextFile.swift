import Glibc

/// Reads and writes whole text files, and makes folders, with errors as one line.
///
/// Plain POSIX calls: the headless run needs only these few, and they keep the startup free of
/// Foundation. Messages name the path and give the system's reason (`No such file or directory`).
enum TextFile {
    /// A failed read or write: the path and the system's reason.
    struct Failure: Error {
        var path: String
        var reason: String

        init(path: String, errorNumber: Int32 = errno) {
            self.path = path
            self.reason = String(cString: strerror(errorNumber))
        }
    }

    /// The file's bytes as UTF-8 text (invalid bytes become U+FFFD); `path` "-" reads stdin.
    static func read(_ path: String) throws(Failure) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure(path: path) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces the file's contents with `text`.
    static func write(_ text: String, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = errno
                close(descriptor)
                throw Failure(path: path, errorNumber: error)
            }
            bytes = bytes.dropFirst(count)
        }
        guard close(descriptor) == 0 else { throw Failure(path: path) }
    }

    /// Makes the folder and any missing parents, like `mkdir -p`.
    static func makeDirectory(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw Failure(path: path) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(path: path) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: path, errorNumber: ENOTDIR) }
    }
}
