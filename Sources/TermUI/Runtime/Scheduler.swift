/// When a scheduled job runs, named by the point of the UI loop that runs it.
///
/// One key's way through the loop: ``Application/run()`` reads it, ``Application/handle(_:)``
/// hands it to the window and then runs the ``afterInput`` jobs; the next turn
/// (``Application/runPending()``) runs the ``now`` jobs and the due ``after(_:)`` timers, draws
/// and presents the frame, hands it to the terminal (`Backend.handOverFrame`) and runs the
/// ``afterFrame`` jobs. Work for another thread is ``Application/inBackground(_:)``; its result
/// comes back to the loop at the ``now`` point (``BackgroundWork/then(_:)``).
package enum Moment: Sendable, Equatable {
    /// At the start of the loop's next turn, before its frame is drawn.
    case now
    /// Once `delay` has passed on the application's clock (a timer).
    case after(Duration)
    /// Once the next frame is on the screen, handed to the terminal, before the loop waits again.
    ///
    /// For work the person need not wait for, such as writing a file: the frame goes out first.
    /// The job still runs when the loop ends before that frame, so nothing asked for is lost.
    /// No frame is drawn for the job itself: a job that changes what is shown calls
    /// ``Application/setNeedsRender()``.
    case afterFrame
    /// Once the person's next key or click has been handled by the window.
    ///
    /// For work worth starting only when someone is there (reading ahead what the next screen
    /// needs): an app left alone is never woken. A key that quits drops these jobs.
    case afterInput
}

/// A job waiting for its ``Moment``; cancelling it before then means it never runs.
@MainActor
package struct ScheduledJob {
    let id: Int
    weak var application: Application?

    package func cancel() {
        application?.scheduled.cancel(id)
    }
}

extension Application {
    /// Runs `job` on the UI loop at `moment`: the one way to schedule work on the loop.
    @discardableResult
    package func schedule(_ moment: Moment, _ job: @escaping @MainActor () -> Void) -> ScheduledJob {
        let id = scheduled.add(job, at: moment, now: clock.now)
        if moment == .afterFrame { setNeedsRender() }  // a frame for the job to follow
        return ScheduledJob(id: id, application: self)
    }
}

/// The jobs waiting for each ``Moment``, each kept in the order it was scheduled.
struct Schedule {
    typealias Job = @MainActor () -> Void

    private struct Entry {
        let id: Int
        let job: Job
    }

    private var lastID = 0
    private var now: [Entry] = []
    private var timers = TimerQueue()
    private var afterFrame: [Entry] = []
    private var afterInput: [Entry] = []

    /// Whether jobs wait for the start of the next turn (the loop must not sleep).
    var hasNowJobs: Bool { !now.isEmpty }
    /// Whether jobs wait for the next frame (it is handed to the terminal first).
    var hasAfterFrameJobs: Bool { !afterFrame.isEmpty }
    /// When the earliest timer is due, on the application's clock.
    var nextDeadline: Duration? { timers.nextDeadline }

    mutating func add(_ job: @escaping Job, at moment: Moment, now instant: Duration) -> Int {
        lastID += 1
        let entry = Entry(id: lastID, job: job)
        switch moment {
        case .now: now.append(entry)
        case .after(let delay): timers.add(id: lastID, at: instant + delay, job)
        case .afterFrame: afterFrame.append(entry)
        case .afterInput: afterInput.append(entry)
        }
        return lastID
    }

    mutating func cancel(_ id: Int) {
        now.removeAll { $0.id == id }
        timers.cancel(id)
        afterFrame.removeAll { $0.id == id }
        afterInput.removeAll { $0.id == id }
    }

    /// The jobs for the start of this turn; jobs they schedule for ``Moment/now`` wait for the next.
    mutating func takeNowJobs() -> [Job] { Self.take(&now) }

    /// The earliest timer due at `instant`, taken one at a time (a timer may add another).
    mutating func takeDueTimer(at instant: Duration) -> Job? { timers.popDue(at: instant)?.action }

    mutating func takeAfterFrameJobs() -> [Job] { Self.take(&afterFrame) }

    mutating func takeAfterInputJobs() -> [Job] { Self.take(&afterInput) }

    private static func take(_ entries: inout [Entry]) -> [Job] {
        guard !entries.isEmpty else { return [] }
        defer { entries = [] }
        return entries.map(\.job)
    }
}
