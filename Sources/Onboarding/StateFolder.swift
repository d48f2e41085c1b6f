import Glibc

/// The folder a ``FileStateStore`` keeps its file in: creation, the lock that orders
/// concurrent launches, temporary names and their clean-up.
struct StateFolder {
    let path: String
    static let temporaryPrefix = ".state.json."
    static let temporarySuffix = ".tmp"
    /// How long a launch waits for another's write before writing anyway (the rename keeps the
    /// file whole either way; only the merge of the two changes is lost).
    static let lockPatience: Duration = .seconds(2)

    /// Creates the folder and its parents (mode 0700) when missing.
    func create(for file: String) throws(StateError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.utf8.split(separator: UInt8(ascii: "/")) {  // bytes: a grapheme may hold a '/'
            prefix += String(decoding: component, as: UTF8.self)
            if access(prefix, F_OK) != 0, mkdir(prefix, 0o700) != 0, errno != EEXIST {
                throw StateError(path: file, errno: errno, "folder cannot be created")
            }
            prefix += "/"
        }
    }

    /// Throws when `file` could not be written now, found without leaving anything behind: no
    /// folder is made and no file is left.
    ///
    /// A folder in place of the file can never be replaced by the rename. Otherwise the nearest
    /// folder of the path that exists (the state folder itself, or the parent in which it would be
    /// made) must be a folder, and a file must be creatable in it and take a state file's worth of
    /// bytes: the same permission, read-only mount and free space the real write needs. The file
    /// is unnamed (`O_TMPFILE`, gone at its close) where the file system allows, else a temporary
    /// name removed at once. Not `fsync`ed: a launch with pages due pays a few system calls and
    /// a small write (about 90 µs on ext4), not a disk flush.
    func checkWritable(for file: String) throws(StateError) {
        var info = stat()
        if lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw StateError(path: file, errno: EISDIR, "cannot be written")
        }
        var existing = path
        while stat(existing, &info) != 0 {
            let failure = errno
            guard failure == ENOENT, let parent = Self.parent(of: existing) else {
                throw StateError(path: file, errno: failure, "cannot be written")
            }
            existing = parent
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw StateError(path: file, errno: ENOTDIR, "cannot be written")
        }
        var named: String?
        var fd = open(existing, Self.unnamedFile | O_WRONLY | O_CLOEXEC, 0o600)
        if fd < 0, [EOPNOTSUPP, EISDIR, EINVAL].contains(errno) {  // a file system without O_TMPFILE
            let name = existing + "/" + Self.temporaryName()
            fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { named = name }
        }
        guard fd >= 0 else { throw StateError(path: file, errno: errno, "cannot be written") }
        defer {
            close(fd)
            if let named { unlink(named) }
        }
        let failure = Self.probeWrite(fd)
        guard failure == 0 else { throw StateError(path: file, errno: failure, "cannot be written") }
    }

    /// Writes a state file's worth of bytes to `fd`: 0, or the error a full disk (or `/dev/full`)
    /// gives.
    static func probeWrite(_ fd: Int32) -> Int32 {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 128)
        while true {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            return written == bytes.count ? 0 : written < 0 ? errno : ENOSPC
        }
    }

    /// `open`'s O_TMPFILE (not imported into Swift): `__O_TMPFILE`, the same on x86-64 and
    /// ARM64, with O_DIRECTORY.
    private static let unnamedFile: Int32 = 0o20_000_000 | O_DIRECTORY

    /// The folder holding `path` (by bytes); nil at the top.
    static func parent(of path: String) -> String? {
        var bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return bytes == Array(".".utf8) ? nil : "." }
        if last == 0 { return bytes.count == 1 ? nil : "/" }
        return String(decoding: bytes[..<last], as: UTF8.self)
    }

    /// A name no other writer uses: this process id and a random number.
    func temporaryPath() -> String {
        path + "/" + Self.temporaryName()
    }

    private static func temporaryName() -> String {
        "\(temporaryPrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)"
    }

    /// Makes a rename in the folder durable.
    func sync() {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Takes the folder's exclusive lock (`flock` on the folder itself, so no lock file is
    /// left behind and a read-only folder can still be locked).
    func lock() -> Lock {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return Lock(fd: -1) }
        let deadline = ContinuousClock.now + Self.lockPatience
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else { break }
            usleep(5_000)
        }
        return Lock(fd: fd)
    }

    /// Removes temporary files whose writer process no longer exists (killed mid-write).
    func removeAbandonedTemporaryFiles() {
        for name in entries() where name.hasPrefix(Self.temporaryPrefix) && name.hasSuffix(Self.temporarySuffix) {
            let pid = name.dropFirst(Self.temporaryPrefix.count).prefix { $0 != "." }
            guard let pid = pid_t(pid), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(path + "/" + name)
        }
    }

    /// The names in the folder (`readdir`; FoundationEssentials is not linked, see
    /// docs/decisions/0028).
    private func entries() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }

    /// An exclusive hold on the folder until ``release()``.
    struct Lock {
        let fd: Int32

        func release() {
            if fd >= 0 { close(fd) }
        }
    }
}
