import Synchronization

/// Runs a piece of work at most once, however often and from whichever thread it is asked.
///
/// The Swift shape of `dispatch_once` for work that is not a `static let`.
package final class Once: Sendable {
    private let done = Mutex(false)

    package init() {}

    /// Runs `work` if this is the first call; returns whether it ran.
    @discardableResult
    package func run(_ work: () -> Void) -> Bool {
        let first = done.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        if first { work() }
        return first
    }
}
