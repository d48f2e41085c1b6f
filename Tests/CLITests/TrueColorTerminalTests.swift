import Foundation
import TestSupport
import Testing

/// With `COLORTERM=truecolor` (or `24bit`) and `TERM=xterm-256color`, as most current terminals
/// set them, the seeds' colours reach the terminal exactly; without the claim, with `NO_COLOR`,
/// or with an explicit depth they fall back as before.
@Suite(
    "True colour in a real terminal (tmux)", .serialized,
    .enabled(if: Tmux.isInstalled, "tmux is not installed, so the true-colour test is skipped"),
    .enabled(if: OnboardBinary.isReleaseBuilt, "no .build/release/onboard (make test builds it), skipped"))
struct TrueColorTerminalTests {
    /// Whether terminfo has xterm-direct (`make deps` installs `ncurses-term` for it).
    static let hasDirectEntry = ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct"].contains {
        FileManager.default.fileExists(atPath: $0)
    }

    /// The styled screen of the first page under `environment` (TERM=xterm-256color and more).
    private func firstPage(_ environment: [String], arguments: [String] = []) throws -> String {
        let state = try TemporaryFolder(prefix: "truecolor-state")
        defer { state.remove() }
        let command =
            ["/usr/bin/env", "-i", "TERM=xterm-256color", "LANG=C.UTF-8", "ONBOARD_ASSETS=\(OnboardBinary.assets)"]
            + environment + [OnboardBinary.release, "--state-dir", state.path] + arguments
        let session = try TmuxSession(width: 80, height: 24, command: command)
        defer { session.close() }
        let deadline = ContinuousClock.now + .seconds(5)
        var screen = try session.captureStyled()
        while !screen.contains("Welcome aboard") || !screen.contains("○"), ContinuousClock.now < deadline {
            usleep(20_000)
            screen = try session.captureStyled()
        }
        try session.send(["q"], literally: true)
        #expect(session.waitForExit() == 0)
        return screen
    }

    /// The SGR parameters in effect where the current dot `●` is drawn.
    private func currentDotStyle(_ screen: String) -> String {
        guard let dot = screen.range(of: "●") else { return "" }
        let before = screen[..<dot.lowerBound]
        return before.components(separatedBy: "\u{1b}[").suffix(3).joined(separator: "|")
    }

    @Test(
        "COLORTERM=truecolor: the current dot is RGB 253,98,42, the others 189,189,189 on 246,246,246",
        .enabled(if: hasDirectEntry, "xterm-direct is not installed (apt-get install ncurses-term), skipped"))
    func truecolor() throws {
        let screen = try firstPage(["COLORTERM=truecolor"])
        #expect(currentDotStyle(screen).contains("38;2;253;98;42"), "\(currentDotStyle(screen))")
        #expect(screen.contains("38;2;189;189;189"))
        #expect(screen.contains("48;2;246;246;246"))
        #expect(!screen.contains("38;5;202"))
    }

    @Test(
        "COLORTERM=24bit works the same",
        .enabled(if: hasDirectEntry, "xterm-direct is not installed (apt-get install ncurses-term), skipped"))
    func twentyFourBit() throws {
        #expect(currentDotStyle(try firstPage(["COLORTERM=24bit"])).contains("38;2;253;98;42"))
    }

    @Test("Without the claim the colours fall back to the 256-colour palette")
    func palette() throws {
        let screen = try firstPage([])
        #expect(currentDotStyle(screen).contains("38;5;202"))
        #expect(!screen.contains("38;2;"))
    }

    @Test("A TERM with no direct-colour sibling keeps its palette under COLORTERM=truecolor")
    func noDirectSibling() throws {
        let screen = try firstPage(["COLORTERM=truecolor", "TERM=screen-256color"])
        #expect(currentDotStyle(screen).contains("38;5;202"))
        #expect(!screen.contains("38;2;"))
    }

    @Test("NO_COLOR wins over COLORTERM, and an explicit depth wins too")
    func overrides() throws {
        let plain = try firstPage(["COLORTERM=truecolor", "NO_COLOR=1"])
        #expect(!plain.contains("38;2;") && !plain.contains("38;5;"))
        let forced = try firstPage(["COLORTERM=truecolor"], arguments: ["--color-depth", "256"])
        #expect(currentDotStyle(forced).contains("38;5;202"))
    }
}
