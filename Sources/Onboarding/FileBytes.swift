import Glibc

/// Reads whole files with plain system calls.
///
/// What FoundationEssentials' `Data(contentsOf:)` and `FileManager.fileExists` did for the
/// assets and the state file, without linking FoundationEssentials (see ``JSONParser``).
enum FileBytes {
    /// Why a file could not be read.
    enum Failure: Error {
        case missing
        case unreadable
    }

    /// The bytes of the file at `path`, at most `limit + 1` of them, so a caller can refuse a
    /// file larger than `limit` without reading all of it.
    static func read(_ path: String, limit: Int = 16 * 1024 * 1024) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        defer { close(fd) }
        var bytes: [UInt8] = []
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
