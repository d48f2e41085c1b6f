import Testing

@testable import TermNcurses

@Suite("Synchronized output")
struct SynchronizedOutputTests {
    @Test(
        "Frames are wrapped for xterm-like terminals and terminfo's Sync, not for the console or dumb ones",
        arguments: [
            ("xterm-256color", false, true), ("tmux-256color", false, true), ("screen", false, true),
            ("linux", false, false), ("vt100", false, false), ("dumb", false, false), ("vt220", true, true),
        ])
    func byTerminal(term: String, hasSync: Bool, expected: Bool) {
        #expect(SynchronizedOutput.isEnabled(setting: nil, hasSyncCapability: hasSync, term: term) == expected)
    }

    @Test("ONBOARD_SYNC turns the markers off or forces them on")
    func setting() {
        #expect(!SynchronizedOutput.isEnabled(setting: "0", hasSyncCapability: true, term: "xterm"))
        #expect(SynchronizedOutput.isEnabled(setting: "1", hasSyncCapability: false, term: "linux"))
        #expect(!SynchronizedOutput.isEnabled(setting: nil, hasSyncCapability: false, term: nil))
    }
}
