import Foundation
import TestSupport
import Testing

/// `--stats` on the real terminal: after the app quits, one line on stderr with the frames
/// drawn, the bytes the frames wrote (counted, so never zero on a terminal) and frame times.
@Suite(
    "--stats on a real terminal (tmux)", .serialized,
    .enabled(if: Tmux.isInstalled, "tmux is not installed, so the --stats terminal test is skipped"),
    .enabled(if: OnboardBinary.isReleaseBuilt, "no .build/release/onboard (make test builds it), skipped"))
struct StatsLineTests {
    @Test("Quitting prints frames, bytes written and the median and worst frame time to stderr")
    func statsLine() throws {
        let state = try TemporaryFolder(prefix: "stats-state")
        defer { state.remove() }
        let stderr = state.path + "/stderr"
        let command = [
            "/bin/sh", "-c", "exec \"$@\" 2>'\(stderr)'", "sh", "/usr/bin/env", "-i", "TERM=xterm-256color",
            "LANG=C.UTF-8", "ONBOARD_ASSETS=\(OnboardBinary.assets)", OnboardBinary.release, "--reduced-motion",
            "--state-dir", state.path, "--stats",
        ]
        let session = try TmuxSession(width: 80, height: 24, command: command)
        defer { session.close() }
        let frames = try HeadlessFrames.frames(
            for: ParityCase(name: "start", width: 80, height: 24, steps: ["press right"]))
        _ = try session.waitForScreen(frames.first ?? [])
        try session.send(["Right"])
        // The second page on screen before q: sent at once, both keys may arrive in one read
        // and the loop quits before drawing the second frame (one frame, not two).
        _ = try session.waitForScreen(frames.last ?? [])
        try session.send(["q"], literally: true)
        #expect(session.waitForExit() == 0)
        let line = try String(contentsOfFile: stderr, encoding: .utf8)
        let pattern =
            #/onboard: stats: (\d+) frames, (\d+) bytes written, render\+present median \d+\.\d{3} ms, worst \d+\.\d{3} ms\n/#
        let match = try #require(line.wholeMatch(of: pattern))
        #expect(Int(match.1) ?? 0 >= 2)
        #expect(Int(match.2) ?? 0 > 500)
    }
}
