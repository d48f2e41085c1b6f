import Foundation
import TestSupport
import Testing

/// Keys typed in the same burst as Enter app, in a real terminal (tmux), act on the main menu as
/// they do headless, and what they change is what the state file keeps.
@Suite(
    "Keys right after Enter app, in tmux", .serialized,
    .enabled(if: Tmux.isInstalled, "tmux is not installed, so the early-keys test is skipped"),
    .enabled(if: OnboardBinary.isReleaseBuilt, "no .build/release/onboard (make test builds it), skipped"))
struct KeysRightAfterEnterTests {
    /// Starts the demo on a fresh state folder, waits for the first page, sends `keys` in one
    /// write and polls until a row holds every one of `expected`; returns that screen.
    private func run(_ keys: [String], until expected: [String], state: TemporaryFolder) throws -> (
        TmuxSession, [String]
    ) {
        let command = [
            "/usr/bin/env", "-i", "TERM=xterm-256color", "LANG=C.UTF-8", "ONBOARD_ASSETS=\(OnboardBinary.assets)",
            OnboardBinary.release, "--state-dir", state.path,
        ]
        let session = try TmuxSession(width: 80, height: 24, command: command)
        let deadline = ContinuousClock.now + .seconds(5)
        func shows(_ texts: [String], _ screen: [String]) -> Bool {
            screen.contains { row in texts.allSatisfy(row.contains) }
        }
        var screen = try session.capture()
        while !shows(["Welcome aboard"], screen), ContinuousClock.now < deadline {
            usleep(20_000)
            screen = try session.capture()
        }
        try session.send(keys)
        while !shows(expected, screen), ContinuousClock.now < deadline {
            usleep(20_000)
            screen = try session.capture()
        }
        return (session, screen)
    }

    @Test("Share flipped on Me right after Enter app is the choice the state file keeps")
    func shareFlippedAtOnce() throws {
        let state = try TemporaryFolder(prefix: "early-keys")
        defer { state.remove() }
        let (session, screen) = try run(
            ["End", "Enter", "4", "Down", "Space"], until: ["Share with everyone", "[ ]"], state: state)
        defer { session.close() }
        #expect(screen.contains { $0.contains("Share with everyone") && $0.contains("[ ]") }, "\(screen)")
        usleep(300_000)  // the ending's deferred write, after the menu's first frame
        try session.send(["q"], literally: true)
        #expect(session.waitForExit() == 0)
        let stored = state.read("state.json") ?? ""
        #expect(stored.contains(#""share" : false"#), "\(stored)")
        #expect(stored.contains(#""lastOutcome" : "finished""#), "\(stored)")
    }

    @Test(
        "A tab switched to in the same burst as Enter app gets the keys after it, as headless does",
        arguments: [
            (["End", "Enter", "2", "Down", "Enter"], "‹ Messages", "陈伟"),
            (["End", "Enter", "Tab", "Down", "Enter"], "‹ Messages", "陈伟"),
            (["End", "Enter", "3", "End", "Enter"], "‹ Discover", "Colour without colour"),
        ])
    func tabThenKeys(keys: [String], back: String, title: String) throws {
        let state = try TemporaryFolder(prefix: "early-keys")
        defer { state.remove() }
        let (session, screen) = try run(keys, until: [back, title], state: state)
        defer { session.close() }
        usleep(200_000)  // a wrong row would show by now; the screen must still be the right one
        let settled = try session.capture()
        #expect(settled.first?.contains(back) == true && settled.first?.contains(title) == true, "\(settled)")
        #expect(screen.first?.contains(title) == true, "\(screen)")
    }
}
