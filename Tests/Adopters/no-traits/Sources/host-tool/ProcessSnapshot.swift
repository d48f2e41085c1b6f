import Glibc

/// What a guest in this process must hand back as it found it: every signal's disposition, the
/// open descriptors with their targets and flags, and the terminal's modes.
struct ProcessSnapshot: Equatable {
    var dispositions: [Int32: String] = [:]
    var descriptors: [Int32: String] = [:]
    var terminalModes: [UInt8] = []

    private static let restorerFlag: Int32 = 0x0400_0000

    static func take() -> ProcessSnapshot {
        var snapshot = ProcessSnapshot()
        for sig in Int32(1)..<Int32(32) where sig != SIGKILL && sig != SIGSTOP {
            var action = sigaction()
            guard sigaction(sig, nil, &action) == 0 else { continue }
            let handler = unsafeBitCast(action.__sigaction_handler, to: Int.self)
            let mask = withUnsafeBytes(of: &action.sa_mask) { Array($0.prefix(8)) }
            // SA_RESTORER is glibc's return trampoline, added to every disposition set through
            // sigaction(2), the default too: it says nothing about what a signal does.
            let flags = action.sa_flags & ~restorerFlag
            snapshot.dispositions[sig] = "handler \(handler) flags \(flags) mask \(mask)"
        }
        snapshot.descriptors = openDescriptors()
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 {
            snapshot.terminalModes = withUnsafeBytes(of: &modes) { Array($0) }
        }
        return snapshot
    }

    /// One line per difference, naming the signal or descriptor.
    func differences(from earlier: ProcessSnapshot) -> [String] {
        var found: [String] = []
        for sig in Set(dispositions.keys).union(earlier.dispositions.keys).sorted()
        where dispositions[sig] != earlier.dispositions[sig] {
            found.append("signal \(sig): \(earlier.dispositions[sig] ?? "?") -> \(dispositions[sig] ?? "?")")
        }
        for fd in Set(descriptors.keys).union(earlier.descriptors.keys).sorted()
        where descriptors[fd] != earlier.descriptors[fd] {
            found.append("fd \(fd): \(earlier.descriptors[fd] ?? "closed") -> \(descriptors[fd] ?? "closed")")
        }
        if terminalModes != earlier.terminalModes { found.append("terminal modes") }
        return found
    }

    /// Each open descriptor: what it points at, its status flags and close-on-exec.
    private static func openDescriptors() -> [Int32: String] {
        guard let directory = opendir("/proc/self/fd") else { return [:] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32: String] = [:]
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let fd = Int32(name), fd != own else { continue }
            var target = [CChar](repeating: 0, count: 512)
            let length = readlink("/proc/self/fd/\(name)", &target, target.count - 1)
            let path = length > 0 ? String(decoding: target[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            found[fd] = "\(path) flags \(fcntl(fd, F_GETFL)) cloexec \(fcntl(fd, F_GETFD))"
        }
        return found
    }
}
