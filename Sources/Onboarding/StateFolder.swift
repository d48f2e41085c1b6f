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

    /// A name no other writer uses: this process id and a random number.
    func temporaryPath() -> String {
        "\(path)/\(Self.temporaryPrefix)\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(Self.temporarySuffix)"
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

    /// The names in the folder (`readdir`; FoundationEssentials is not linked, see DECISIONS.md).
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
