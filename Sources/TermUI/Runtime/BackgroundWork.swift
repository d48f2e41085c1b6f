import Synchronization

/// Work running on a background lane (``BackgroundLanes``), and its result once it has ended.
///
/// The result is kept until the UI loop asks for it with ``then(_:)``: at once when it is
/// already here, else on the loop when it arrives (the ``Moment/now`` point of the next turn,
/// which wakes the loop). Work nobody has asked for yet neither wakes the loop nor draws a
/// frame when it ends: that is reading ahead, the same call with ``then(_:)`` left for later
/// (docs/decisions/0084). Headless runs'
/// ``Application/settle()`` still waits for the work to end.
package final class BackgroundWork<Value: Sendable>: Sendable {
    /// What runs on the UI loop with the result.
    package typealias Handler = @MainActor @Sendable (Value) -> Void

    private struct State {
        var value: Value?
        /// Handlers on the loop, waiting for the result.
        var waiting: [Handler] = []
        /// Work combined from this one (``and(_:combined:)``), told on the thread that finishes.
        var followers: [@Sendable (Value) -> Void] = []
    }

    private let state = Mutex(State())
    private let mailbox: Mailbox

    init(mailbox: Mailbox) {
        self.mailbox = mailbox
    }

    /// The result, once the work has ended.
    package var value: Value? { state.withLock { $0.value } }

    /// Calls `handler` with the result now when the work has ended, else on the UI loop when it
    /// ends (which then wakes the loop).
    @MainActor
    package func then(_ handler: @escaping Handler) {
        let ready = state.withLock { state -> Value? in
            if let value = state.value { return value }
            state.waiting.append(handler)
            return nil
        }
        if let ready { handler(ready) }
    }

    /// One piece of work whose result `combine` makes of this one's and `other`'s, once both
    /// have ended: neither is handed over alone, so a screen that needs both never draws half.
    package func and<Other: Sendable, Combined: Sendable>(
        _ other: BackgroundWork<Other>, combined combine: @escaping @Sendable (Value, Other) -> Combined
    ) -> BackgroundWork<Combined> {
        let both = BackgroundWork<Combined>(mailbox: mailbox)
        let parts = Mutex<(Value?, Other?)>((nil, nil))
        /// Finishes `both` when the part that ends last has stored its result.
        @Sendable func store(_ update: @Sendable (inout (Value?, Other?)) -> Void) {
            let ready = parts.withLock { parts -> (Value, Other)? in
                update(&parts)
                guard let first = parts.0, let second = parts.1 else { return nil }
                return (first, second)
            }
            if let ready { both.finish(combine(ready.0, ready.1)) }
        }
        whenFinished { value in store { $0.0 = value } }
        other.whenFinished { value in store { $0.1 = value } }
        return both
    }

    /// Keeps the result; posts it to the handlers already waiting, if any (on the lane).
    func finish(_ value: Value) {
        let (waiting, followers) = state.withLock { state in
            state.value = value
            defer {
                state.waiting = []
                state.followers = []
            }
            return (state.waiting, state.followers)
        }
        for follower in followers { follower(value) }
        guard !waiting.isEmpty else { return }
        mailbox.post {
            for handler in waiting { handler(value) }
        }
    }

    /// Calls `follower` with the result on the thread that finishes the work (now, if it has).
    private func whenFinished(_ follower: @escaping @Sendable (Value) -> Void) {
        let ready = state.withLock { state -> Value? in
            if let value = state.value { return value }
            state.followers.append(follower)
            return nil
        }
        if let ready { follower(ready) }
    }
}

extension Application {
    /// Runs `work` on a background lane; its result comes back to the loop through
    /// ``BackgroundWork/then(_:)``, or waits there until asked for (reading ahead).
    nonisolated package func inBackground<T: Sendable>(_ work: @escaping @Sendable () -> T) -> BackgroundWork<T> {
        let result = BackgroundWork<T>(mailbox: mailbox)
        let mailbox = self.mailbox
        mailbox.beginWork()
        BackgroundLanes.shared.run {
            result.finish(work())
            mailbox.endWork()
        }
        return result
    }
}
