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

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The file's bytes as UTF-8 text (invalid bytes become U+FFFD); `path` "-" reads stdin.
    ///
    /// A path must name a regular file or a pipe (a script may come from `<(…)`): the file is
    /// opened without blocking, so a FIFO with no writer reads as empty instead of waiting
    /// forever, and judged by `fstat` on what was opened, so a device or a folder is refused
    /// before anything is read (the library's assets follow the same rule, `FileBytes`).
    static func read(_ path: String) throws(Failure) -> String {
        let descriptor = path == "-" ? STDIN_FILENO : try openRegularOrPipe(path)
        defer { if path != "-" { close(descriptor) } }
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

    /// `path` opened for reading when it is a regular file or a pipe, with blocking reads.
    private static func openRegularOrPipe(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(path: path) }
        var info = stat()
        let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
        let flags = fcntl(descriptor, F_GETFL)
        guard kind == S_IFREG || kind == S_IFIFO, flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0
        else {
            close(descriptor)
            throw Failure(path: path, reason: "not a regular file or a pipe")
        }
        return descriptor
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
        for component in path.utf8.split(separator: UInt8(ascii: "/")) {  // bytes: a grapheme may hold a '/'
            prefix += String(decoding: component, as: UTF8.self) + "/"
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw Failure(path: path) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(path: path) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: path, errorNumber: ENOTDIR) }
    }
}
