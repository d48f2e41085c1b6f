import Dispatch
import Synchronization
import TermCore

/// The only thread-safe door into the UI loop: results of background work coming back
/// (``BackgroundWork/then(_:)``) and the count of work still out.
///
/// Posting wakes the backend's wait, so a result from a background lane shows at once. Headless
/// runs wait on it until all background work has come back, which keeps them deterministic.
final class Mailbox: Sendable {
    typealias Job = @MainActor @Sendable () -> Void

    private struct State {
        var jobs: [Job] = []
        var inFlight = 0
    }

    private let state = Mutex(State())
    private let activity = DispatchSemaphore(value: 0)
    let waker: any Waker

    init(waker: any Waker) {
        self.waker = waker
    }

    func post(_ job: @escaping Job) {
        state.withLock { $0.jobs.append(job) }
        activity.signal()
        waker.wake()
    }

    func takeJobs() -> [Job] {
        state.withLock { state in
            defer { state.jobs.removeAll() }
            return state.jobs
        }
    }

    func beginWork() {
        state.withLock { $0.inFlight += 1 }
    }

    func endWork() {
        state.withLock { $0.inFlight -= 1 }
        activity.signal()
    }

    /// True when no job is queued and no background work is out.
    var isIdle: Bool { state.withLock { $0.jobs.isEmpty && $0.inFlight == 0 } }

    var hasJobs: Bool { state.withLock { !$0.jobs.isEmpty } }

    /// How many pieces of background work are out.
    var workInFlight: Int { state.withLock { $0.inFlight } }

    /// Blocks until something is posted or some background work ends.
    func waitForActivity() {
        activity.wait()
    }
}
