import Foundation
import TestSupport
import Testing

/// What a parity run does: a language, a starting size, and script lines with a check after each.
struct ParityCase: Sendable, CustomTestStringConvertible {
    var name: String
    var width: Int
    var height: Int
    var language = "C.UTF-8"
    /// `press KEYS` or `resize WxH` lines; the screens are compared at the start and after each.
    var steps: [String]

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

    private func check(_ parity: ParityCase) throws {
        let expected = try HeadlessFrames.frames(for: parity)
        #expect(expected.count == parity.steps.count + 1)
        let state = try TemporaryFolder(prefix: "parity-state")
        defer { state.remove() }
        var environment = ["TERM=tmux-256color", "LANG=\(parity.language)", "ONBOARD_ASSETS=\(OnboardBinary.assets)"]
        if parity.language.hasPrefix("zh") {
            environment += (ChineseLocale.environment ?? [:]).map { "\($0.key)=\($0.value)" }
        }
        let command =
            ["/usr/bin/env", "-i"] + environment + [
                OnboardBinary.release, "--reduced-motion", "--state-dir", state.path,
            ]
        let session = try TmuxSession(width: parity.width, height: parity.height, command: command)
        defer { session.close() }
        for (index, frame) in expected.enumerated() {
            if index > 0 { try perform(parity.steps[index - 1], in: session) }
            let screen = try session.waitForScreen(frame)
            guard screen == frame else {
                let step = index == 0 ? "the start" : "'\(parity.steps[index - 1])'"
                Issue.record("After \(step) the terminal differs:\n\(Self.differences(screen, frame))")
                return
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
