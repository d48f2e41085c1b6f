import Foundation
import TestSupport
import Testing

/// What a parity run does: a language, a starting size, and script lines with a check after each.
struct ParityCase: Sendable, CustomTestStringConvertible {
    var name: String
    var width: Int
    var height: Int
    var language = "C.UTF-8"
    /// The assets folder both runs show.
    var assets = OnboardBinary.assets
    /// Animations on in the terminal (slides, the button's flash); headless always jumps.
    var animated = false
    /// `press KEYS` or `resize WxH` lines; the screens are compared at the start and after each.
    var steps: [String]
    /// Text the terminal must show after each step (by index; "" for no check), so a case
    /// proves the behaviour itself and not only that both renderers agree.
    var shows: [String] = []

    var testDescription: String { name }

    static let tour = ["press right", "press right", "press right", "press tab", "press enter"]
}

/// Runs the release binary in a real terminal (tmux) and headless with the same keys, and
/// requires the same text on every row at every step.
///
/// Skipped, with the reason printed, when tmux is not installed or the release binary is not
/// built; `make test` builds it and installs tmux when it can.
@Suite(
    "Real-terminal parity (tmux)", .serialized,
    .enabled(if: Tmux.isInstalled, "tmux is not installed, so the real-terminal parity test is skipped"),
    .enabled(if: OnboardBinary.isReleaseBuilt, "no .build/release/onboard (make test builds it), parity skipped"))
struct TerminalParityTests {
    @Test(
        "The pager's pages, its last page and the menu match headless frames",
        arguments: [
            ParityCase(name: "pager 80x24", width: 80, height: 24, steps: ParityCase.tour),
            ParityCase(name: "pager 120x40", width: 120, height: 40, steps: ParityCase.tour),
        ])
    func pager(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "The menu's selection, tabs and detail screens match headless frames",
        arguments: [
            ParityCase(
                name: "menu 100x30", width: 100, height: 30,
                steps: ["press end enter", "press down*3", "press tab", "press 3", "press enter", "press esc"])
        ])
    func menu(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "A resize reflows the same way in both",
        arguments: [
            ParityCase(
                name: "resize", width: 80, height: 24,
                steps: [
                    "press right", "resize 100x30", "resize 60x20", "press end", "resize 120x40", "press enter",
                    "resize 80x24",
                ])
        ])
    func resize(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "In a Chinese locale the wide glyphs land on the same cells, pager and menu",
        .enabled(if: ChineseLocale.environment != nil, "zh_CN.UTF-8 is neither installed nor buildable, skipped"),
        arguments: [
            ParityCase(name: "pager 80x24 zh", width: 80, height: 24, language: "zh_CN.UTF-8", steps: ParityCase.tour),
            ParityCase(
                name: "pager 120x40 zh", width: 120, height: 40, language: "zh_CN.UTF-8", steps: ParityCase.tour),
            ParityCase(
                name: "menu 80x24 zh", width: 80, height: 24, language: "zh_CN.UTF-8",
                steps: ["press end enter", "press down*2", "press enter", "press esc", "press shift+tab"]),
        ])
    func chinese(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "Keys typed in one write while content loads act on the loaded list, with animations on",
        arguments: [
            ParityCase(
                name: "end, then enter down down", width: 80, height: 24, animated: true,
                steps: ["press end", "press enter down down"], shows: ["", "› Sam Okafor"]),
            ParityCase(
                name: "3 down down, tab down down", width: 80, height: 24, animated: true,
                steps: ["press end", "press enter", "press 3 down down", "press tab down down"],
                shows: ["", "", "› What's new pages", "› Show what's new again"]),
        ])
    func keysDuringLoads(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "Two pages side by side: spreads, both dots, Enter on the last spread",
        arguments: [
            ParityCase(
                name: "spread 120x40", width: 120, height: 40, assets: TwoPageAssets.path, animated: true,
                steps: ["press end", "press left", "press right", "press enter"],
                shows: ["○ ○ ● ●", "● ● ○ ○", "○ ○ ● ●", "Messages"]),
            ParityCase(
                name: "spread 121x30 odd", width: 121, height: 30, assets: TwoPageAssets.oddPath,
                steps: ["press end", "press home", "press end", "press enter"],
                shows: ["○ ○ ○ ○ ●", "● ● ○ ○ ○", "○ ○ ○ ○ ●", "Messages"]),
        ])
    func spreads(_ parity: ParityCase) throws {
        try check(parity)
    }

    @Test(
        "Emoji of several scalars reach the terminal whole, in the cells headless frames give them",
        arguments: [
            ParityCase(
                name: "emoji 80x24", width: 80, height: 24, assets: EmojiAssets.path,
                steps: ["press right", "press left"],
                shows: ["👍🏿 ✈️ 👩\u{200D}🔬 zwj", "👍🏽 ✈️ 👩\u{200D}💻 zwj"])
        ])
    func emoji(_ parity: ParityCase) throws {
        try check(parity)
    }

    private func check(_ parity: ParityCase) throws {
        let expected = try HeadlessFrames.frames(for: parity)
        #expect(expected.count == parity.steps.count + 1)
        let state = try TemporaryFolder(prefix: "parity-state")
        defer { state.remove() }
        var environment = ["TERM=tmux-256color", "LANG=\(parity.language)", "ONBOARD_ASSETS=\(parity.assets)"]
        if parity.language.hasPrefix("zh") {
            environment += (ChineseLocale.environment ?? [:]).map { "\($0.key)=\($0.value)" }
        }
        let command =
            ["/usr/bin/env", "-i"] + environment + [OnboardBinary.release, "--state-dir", state.path]
            + (parity.animated ? [] : ["--reduced-motion"])
        let session = try TmuxSession(width: parity.width, height: parity.height, command: command)
        defer { session.close() }
        for (index, frame) in expected.enumerated() {
            if index > 0 { try perform(parity.steps[index - 1], in: session) }
            let screen = try session.waitForScreen(frame)
            let step = index == 0 ? "the start" : "'\(parity.steps[index - 1])'"
            guard screen == frame else {
                Issue.record("After \(step) the terminal differs:\n\(Self.differences(screen, frame))")
                return
            }
            if index > 0, index <= parity.shows.count, !parity.shows[index - 1].isEmpty {
                #expect(
                    screen.contains { $0.contains(parity.shows[index - 1]) },
                    "After \(step) the terminal should show '\(parity.shows[index - 1])'")
            }
        }
        try session.send(["q"], literally: true)
        #expect(session.waitForExit() == 0, "the app should quit with status 0 on q")
    }

    /// Does one script line in tmux: key presses by tmux's names, or a window resize.
    private func perform(_ step: String, in session: TmuxSession) throws {
        let words = step.split(separator: " ").map(String.init)
        if words.first == "resize", let size = words.last?.split(separator: "x").compactMap({ Int($0) }),
            size.count == 2
        {
            try session.resize(width: size[0], height: size[1])
        } else {
            try session.send(try words.dropFirst().flatMap(Tmux.keyName))
        }
    }

    /// The rows that differ, terminal first, then headless.
    static func differences(_ screen: [String], _ frame: [String]) -> String {
        zip(screen, frame).enumerated().filter { $1.0 != $1.1 }
            .map { "row \($0): tmux     |\($1.0)|\n       headless |\($1.1)|" }.joined(separator: "\n")
    }
}
