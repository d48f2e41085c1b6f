import Synchronization

extension Application {
    /// Runs `work` on a background lane (``BackgroundLanes``) and hands its result to `then` on
    /// the UI loop.
    nonisolated package func background<T: Sendable>(
        _ work: @escaping @Sendable () -> T, then: @escaping @MainActor @Sendable (T) -> Void
    ) {
        let mailbox = self.mailbox
        mailbox.beginWork()
        BackgroundLanes.shared.run {
            let result = work()
            mailbox.post { then(result) }
            mailbox.endWork()
        }
    }

    /// A group of background jobs whose completion is announced once, on the UI loop.
    nonisolated package func makeGroup() -> BackgroundGroup {
        BackgroundGroup(mailbox: mailbox)
    }
}

/// Background jobs that notify once, after all of them have finished, like a dispatch group.
///
/// Add jobs with ``run(_:)``; ``notify(_:)`` runs its handler on the UI loop when the last one
/// ends (at once if all have already ended).
package final class BackgroundGroup: Sendable {
    private struct State {
        var remaining = 0
        var handler: (@MainActor @Sendable () -> Void)?
    }

    private let mailbox: Mailbox
    private let state = Mutex(State())

    init(mailbox: Mailbox) {
        self.mailbox = mailbox
    }

    /// Runs `work` on a background lane as part of the group.
    package func run(_ work: @escaping @Sendable () -> Void) {
        state.withLock { $0.remaining += 1 }
        mailbox.beginWork()
        BackgroundLanes.shared.run { [self] in
            work()
            let handler = state.withLock { state -> (@MainActor @Sendable () -> Void)? in
                state.remaining -= 1
                guard state.remaining == 0 else { return nil }
                defer { state.handler = nil }
                return state.handler
            }
            if let handler { mailbox.post(handler) }
            mailbox.endWork()
        }
    }

    /// Runs `handler` on the UI loop once every job in the group has finished.
    package func notify(_ handler: @escaping @MainActor @Sendable () -> Void) {
        let fireNow = state.withLock { state -> Bool in
            if state.remaining == 0 { return true }
            state.handler = handler
            return false
        }
        if fireNow { mailbox.post(handler) }
    }
}
