/// The time the run loop schedules by, counted from the start of the app.
///
/// Interactive runs use ``RealClock``; headless runs use ``VirtualClock``, whose time moves
/// only when a script says `wait`, so every timer and animation is deterministic.
package protocol Clock: AnyObject, Sendable {
    var now: Duration { get }
}

/// Wall-clock time from a monotonic source.
package final class RealClock: Clock {
    private let start = ContinuousClock.now

    package init() {}

    package var now: Duration { ContinuousClock.now - start }
}
