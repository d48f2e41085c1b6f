import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The threads background work runs on: one lane at a time, more only when work stalls.
///
/// A lane is a thread that takes queued jobs in order and ends when none is left, so an app
/// whose work is done has no thread but its own (docs/decisions/0071). A job queued while no lane
/// has started one for ``stallAfter`` opens another lane
/// (up to ``maximumLanes``): a job that blocks, on a slow disk or a pipe, never holds the rest
/// back for longer than that. Lanes block every asynchronous signal, so the handlers and
/// ncurses' suspend always run on the UI thread.
final class BackgroundLanes: Sendable {
    typealias Job = @Sendable () -> Void

    /// The process's lanes.
    static let shared = BackgroundLanes()
    static let maximumLanes = 8
    static let stallAfter: Duration = .milliseconds(50)

    private struct State {
        var jobs: [Job] = []
        var next = 0
        var lanes = 0
        /// When a lane last took a job (or opened).
        var lastStart = ContinuousClock.now
    }

    private let state = Mutex(State())

    /// Queues `job`, opening a lane when none is open or the open ones have stalled.
    func run(_ job: @escaping Job) {
        let opens = state.withLock { state -> Bool in
            state.jobs.append(job)
            let now = ContinuousClock.now
            let stalled = state.lanes > 0 && now - state.lastStart > Self.stallAfter
            guard state.lanes == 0 || (stalled && state.lanes < Self.maximumLanes) else { return false }
            state.lanes += 1
            state.lastStart = now
            return true
        }
        guard opens else { return }
        if !startThread() { work() }  // no thread to be had: this caller is the lane
    }

    /// How many lanes are open now.
    var openLanes: Int { state.withLock { $0.lanes } }

    /// Runs queued jobs until none is left, then closes this lane.
    fileprivate func work() {
        while let job = take() { job() }
    }

    private func take() -> Job? {
        state.withLock { state -> Job? in
            guard state.next < state.jobs.count else {
                state.jobs.removeAll()
                state.next = 0
                state.lanes -= 1
                return nil
            }
            let job = state.jobs[state.next]
            state.next += 1
            state.lastStart = ContinuousClock.now
            return job
        }
    }

    /// A detached thread running a lane, started with every asynchronous signal blocked (it
    /// inherits the mask); false when the system refuses one.
    private func startThread() -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var blocked = sigset_t()
        var previous = sigset_t()
        sigfillset(&blocked)
        for fault in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] { sigdelset(&blocked, fault) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var thread = pthread_t()
        let lanes = Unmanaged.passRetained(self)
        let started =
            pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<BackgroundLanes>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, lanes.toOpaque()) == 0
        if !started { lanes.release() }
        return started
    }
}
