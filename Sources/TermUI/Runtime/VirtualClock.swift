import Synchronization

/// A clock that stands still until told to move; used by headless runs and tests.
package final class VirtualClock: Clock {
    private let time = Mutex<Duration>(.zero)

    package init() {}

    package var now: Duration { time.withLock { $0 } }

    /// Moves time to `instant`; never backwards.
    package func set(_ instant: Duration) {
        time.withLock { $0 = max($0, instant) }
    }
}
