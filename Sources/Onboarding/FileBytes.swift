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
    }

    static let defaultLimit = 16 * 1024 * 1024

    /// The bytes of the file at `path`, at most `limit + 1` of them, so a caller can refuse a
    /// file larger than `limit` without reading all of it.
    ///
    /// A regular file's size is known up front, so it is read straight into one buffer of that
    /// size (a 12 MB list in one allocation, not 750 appends of 16 KiB); anything else, or a
    /// file that grew meanwhile, is read on in chunks.
    ///
    /// Opened without blocking: opening a FIFO nobody writes to waited forever (an art file
    /// replaced by `mkfifo` hung the start). Reads then block again, so a pipe with a writer
    /// (`--changelog <(git show HEAD:CHANGELOG.md)`) is read to its end, and one without is empty.
    static func read(_ path: String, limit: Int = defaultLimit) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        let isRegular = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
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
