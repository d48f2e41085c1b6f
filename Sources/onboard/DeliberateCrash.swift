import TermCore

/// A crash on purpose, for the tests that prove the terminal is restored after one.
///
/// Hidden: only when `ONBOARD_TEST_CRASH=1` is set does the `!` key trap, through the same
/// Swift runtime path a real bug takes (a "Fatal error" line on stderr, then SIGILL).
enum DeliberateCrash {
    static func key(environment: [String: String]) -> KeyEvent? {
        environment["ONBOARD_TEST_CRASH"] == "1" ? KeyEvent(.character("!")) : nil
    }

    static func trap() -> Never {
        fatalError("deliberate crash (ONBOARD_TEST_CRASH=1)")
    }
}
