import Glibc

/// Reads whole files with plain system calls.
///
/// What FoundationEssentials' `Data(contentsOf:)` and `FileManager.fileExists` did for the
/// assets and the state file, without linking FoundationEssentials (see ``JSONScanner``).
enum FileBytes {
    /// Why a file could not be read.
    enum Failure: Error {
        case missing
        case unreadable
        /// A FIFO, a device, a socket or a folder where a file was expected.
        case notRegularFile
    }

    static let defaultLimit = 16 * 1024 * 1024

    /// The bytes of the file at `path`, at most `limit + 1` of them, so a caller can refuse a
    /// file larger than `limit` without reading all of it.
    ///
    /// A regular file's size is known up front, so it is read straight into one buffer of that
    /// size (a 12 MB list in one allocation, not 750 appends of 16 KiB); anything else, or a
    /// file that grew meanwhile, is read on in chunks.
    ///
    /// Only regular files are read, judged by `fstat` on the opened file (a symlink counts as
    /// what it points to), so a FIFO, a device or a folder in an assets folder is refused
    /// before a byte is read: a FIFO nobody writes to hung the start, and `/dev/zero` as art was
    /// read to the limit. `acceptsPipes` also takes a pipe or FIFO, for inputs that are streams
    /// by nature (`--changelog <(git show HEAD:CHANGELOG.md)`, `/dev/stdin`).
    ///
    /// Opened without blocking, so opening a FIFO never waits for a writer, and without taking a
    /// terminal as the controlling one. Reads from an accepted pipe then block again, so a pipe
    /// with a writer is read to its end, and a FIFO without one is empty.
    static func read(_ path: String, limit: Int = defaultLimit, acceptsPipes: Bool = false) throws(Failure)
        -> [UInt8]
    {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable }
        let kind = info.st_mode & S_IFMT
        let isRegular = kind == S_IFREG
        guard isRegular || (acceptsPipes && kind == S_IFIFO) else { throw .notRegularFile }
        if !isRegular {  // O_NONBLOCK means nothing to a regular file: no two more calls per asset
            let flags = fcntl(fd, F_GETFL)
            guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw .unreadable }
        }
        let size = isRegular ? Int(info.st_size) : 0
        let sized = min(limit + 1, size + 1)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: sized) { buffer, count in
            while count < sized {
                let read = Glibc.read(fd, buffer.baseAddress! + count, sized - count)
                if read < 0, errno == EINTR { continue }
                failed = read < 0
                guard read > 0 else { return }
                count += read
            }
        }
        guard !failed else { throw .unreadable }
        guard bytes.count == sized else { return bytes }  // the end came before the buffer filled
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}
