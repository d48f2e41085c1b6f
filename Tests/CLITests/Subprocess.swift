import Foundation
import Glibc
import TestSupport

/// What a finished child process left: its exit status and what it wrote.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Stderr's lines, without the final newline.
    var errorLines: [Substring] { stderr.split(separator: "\n") }
}

/// Runs a program with `posix_spawn`, its output going to files, and waits for it.
///
/// Not `Foundation.Process`: a tmux server started through it inherits the pipes Process watches,
/// and the test hangs (see notes/swift-ncurses.md §6). Files instead of pipes also mean a chatty
/// child can never block on a full pipe.
enum Subprocess {
    /// Runs `arguments` (a path, or a name looked up on `PATH`) with exactly `environment`.
    static func run(_ arguments: [String], environment: [String: String], stdin: String = "") throws
        -> ProcessOutput
    {
        let directory = try TemporaryFolder(prefix: "spawn")
        defer { directory.remove() }
        let input = directory.path + "/stdin"
        let output = directory.path + "/stdout"
        let error = directory.path + "/stderr"
        try stdin.write(toFile: input, atomically: false, encoding: .utf8)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The test runner blocks most signals on its threads and a spawned child inherits that
        // mask: a tmux server would then never reap its pane or see SIGTERM, and the app would
        // never hear SIGWINCH. Start every child with no signal blocked and default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(command: arguments[0], reason: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The wait status: the low seven bits are a signal number, or zero with the exit code above them.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return ProcessOutput(
            status: exitCode, stdout: try String(contentsOfFile: output, encoding: .utf8),
            stderr: try String(contentsOfFile: error, encoding: .utf8))
    }
}

/// A program that could not be started.
struct SpawnError: Error, CustomStringConvertible {
    var command: String
    var reason: String

    var description: String { "cannot run \(command): \(reason)" }
}
