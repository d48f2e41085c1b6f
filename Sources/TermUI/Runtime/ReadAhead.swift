import Synchronization

/// Work done ahead of need on a background lane, its result kept until the UI loop asks for it.
///
/// ``Application/background(_:then:)`` hands its result to the UI loop as soon as it is ready,
/// which wakes the loop and draws a frame. A read-ahead nobody has asked for yet does neither:
/// its result waits here, and ``whenReady(_:)`` hands it over at once; only a handler that is
/// already waiting makes the result wake the loop (docs/decisions/0084). Headless runs'
/// ``Application/settle()`` still waits for the work to end.
package final class ReadAhead<Value: Sendable>: Sendable {
    /// What runs on the UI loop with the result.
    package typealias Handler = @MainActor @Sendable (Value) -> Void

    private struct State {
        var value: Value?
        var waiting: [Handler] = []
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
    package func whenReady(_ handler: @escaping Handler) {
        let ready = state.withLock { state -> Value? in
            if let value = state.value { return value }
            state.waiting.append(handler)
            return nil
        }
        if let ready { handler(ready) }
    }

    /// Keeps the result; posts it to the handlers already waiting, if any (on the lane).
    func finish(_ value: Value) {
        let waiting = state.withLock { state -> [Handler] in
            state.value = value
            defer { state.waiting = [] }
            return state.waiting
        }
        guard !waiting.isEmpty else { return }
        mailbox.post {
            for handler in waiting { handler(value) }
        }
    }
}

extension Application {
    /// Runs `work` on a background lane as a read-ahead: its result waits for whoever asks
    /// (``ReadAhead/whenReady(_:)``) instead of waking the UI loop.
    nonisolated package func readAhead<T: Sendable>(_ work: @escaping @Sendable () -> T) -> ReadAhead<T> {
        let readAhead = ReadAhead<T>(mailbox: mailbox)
        let mailbox = self.mailbox
        mailbox.beginWork()
        BackgroundLanes.shared.run {
            readAhead.finish(work())
            mailbox.endWork()
        }
        return readAhead
    }

    /// Runs two jobs on background lanes (one after the other, unless the first stalls) as one
    /// read-ahead whose result `combine` makes of both of theirs, once both have ended.
    ///
    /// Neither result is handed over alone, so a screen that needs both never draws half its
    /// content.
    nonisolated package func readAhead<First: Sendable, Second: Sendable, Value: Sendable>(
        _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second,
        combined combine: @escaping @Sendable (First, Second) -> Value
    ) -> ReadAhead<Value> {
        let readAhead = ReadAhead<Value>(mailbox: mailbox)
        let results = Mutex<(first: First?, second: Second?)>((nil, nil))
        let mailbox = self.mailbox
        /// Finishes the read-ahead when the job that ends last has stored its result.
        @Sendable func store(_ update: @Sendable (inout (first: First?, second: Second?)) -> Void) {
            let both = results.withLock { results -> (First, Second)? in
                update(&results)
                guard let first = results.first, let second = results.second else { return nil }
                return (first, second)
            }
            if let both { readAhead.finish(combine(both.0, both.1)) }
        }
        mailbox.beginWork()
        mailbox.beginWork()
        BackgroundLanes.shared.run {
            let value = first()
            store { $0.first = value }
            mailbox.endWork()
        }
        BackgroundLanes.shared.run {
            let value = second()
            store { $0.second = value }
            mailbox.endWork()
        }
        return readAhead
    }
}
