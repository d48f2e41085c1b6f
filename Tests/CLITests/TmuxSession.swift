import Foundation
import Glibc
import TestSupport

/// One program running in a private tmux server, driven and read like a person's terminal.
///
/// Each session has its own socket name (`-L`) and its own `TMUX_TMPDIR`, so it never meets the
/// user's server or another test's, and its socket is removed with the folder. A private config
/// (`-f`, never the user's) turns on `remain-on-exit` before the pane starts, so the exit status
/// can be read, and turns the status line off so the pane is the whole window. tmux is started
/// with `posix_spawn` (see ``Subprocess``), never `Foundation.Process`.
final class TmuxSession {
    let directory: TemporaryFolder
    private let socket: String
    private(set) var size: (width: Int, height: Int)
    private nonisolated(unsafe) static var count = 0

    /// Starts `command` in a detached `width`×`height` window.
    ///
    /// A shell around the command writes its exit status to a file: tmux's own
    /// `#{pane_dead_status}` sometimes never arrived here (the server left the pane's process
    /// unreaped), while the file always does.
    init(width: Int, height: Int, command: [String]) throws {
        directory = try TemporaryFolder(prefix: "tmux")
        Self.count += 1
        socket = "onboard-parity-\(getpid())-\(Self.count)"
        size = (width, height)
        let config = "set -g remain-on-exit on\nset -g status off\nset -g escape-time 10\n"
        try config.write(toFile: directory.path + "/tmux.conf", atomically: true, encoding: .utf8)
        let wrapped = ["/bin/sh", "-c", "\"$@\"; echo $? > '\(directory.path)/exit-status'", "sh"] + command
        let started = try tmux(
            ["new-session", "-d", "-s", "parity", "-x", "\(width)", "-y", "\(height)", "--"] + wrapped)
        guard started.status == 0 else { throw SpawnError(command: "tmux new-session", reason: started.stderr) }
    }

    /// Runs a tmux command against this session's server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> ProcessOutput {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMUX_TMPDIR": directory.path,
            "LC_ALL": "C.UTF-8", "HOME": directory.path,
        ]
        return try Subprocess.run(
            ["tmux", "-u", "-L", socket, "-f", directory.path + "/tmux.conf"] + arguments, environment: environment)
    }

    /// Sends tmux key names (`Right`, `BTab`) or, with `literally`, text.
    func send(_ keys: [String], literally: Bool = false) throws {
        try tmux(["send-keys", "-t", "parity"] + (literally ? ["-l"] : []) + keys)
    }

    func resize(width: Int, height: Int) throws {
        size = (width, height)
        try tmux(["resize-window", "-t", "parity", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pane's rows as text, trailing spaces trimmed, exactly as many as the pane is high.
    func capture() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-t", "parity"]).stdout
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
            String(row[..<(row.lastIndex { $0 != " " }.map(row.index(after:)) ?? row.startIndex)])
        }
        return Array((rows + Array(repeating: "", count: size.height)).prefix(size.height))
    }

    /// The pane with its colours and attributes as SGR sequences (`capture-pane -e`), which tmux
    /// writes canonically (`38;2;R;G;B`, `38;5;N`) whatever syntax the program sent.
    func captureStyled() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "parity"]).stdout
    }

    /// Polls the pane until it shows `expected` or `timeout` passes, and returns what it showed last.
    func waitForScreen(_ expected: [String], timeout: Duration = .seconds(5)) throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        var screen = try capture()
        while screen != expected, ContinuousClock.now < deadline {
            usleep(20_000)
            screen = try capture()
        }
        return screen
    }

    /// Polls until the program has exited and returns its exit status, or nil if it did not exit.
    func waitForExit(timeout: Duration = .seconds(5)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        repeat {
            let status = try? String(contentsOfFile: directory.path + "/exit-status", encoding: .utf8)
            if let status, status.hasSuffix("\n") { return Int32(status.dropLast()) }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return nil
    }

    /// Stops the server and removes its socket and files.
    func close() {
        _ = try? tmux(["kill-server"])
        directory.remove()
    }
}
