import TermCore

/// Owns the backend, the window and the clock, and runs the one UI loop.
///
/// Each turn (``runPending()``) runs the jobs scheduled for now (and results come back from
/// background work), fires due timers, renders if anything happened (presenting only when the
/// frame differs), then runs the jobs waiting for that frame; the loop then waits for input or
/// the next timer, and ``handle(_:)`` runs the jobs waiting for input after each key. With
/// nothing scheduled the wait has no timeout, so an idle app sleeps. Work is scheduled one way:
/// ``schedule(_:_:)`` at a ``Moment``, or ``inBackground(_:)`` on another thread. Headless runs
/// drive the same loop a step at a time (``runPending()``, ``advance(by:)``).
@MainActor
package final class Application {
    package let backend: any Backend
    package let window: Window
    package let clock: any Clock
    /// Whether animations play or jump straight to their end.
    package var motion: Motion
    /// How many slides (``ViewSlide``) are moving views right now; pictures wait for rest before
    /// they show as real pixels, so a terminal is not sent an image for every step of a slide.
    package internal(set) var slidesInMotion = 0
    /// Checked every turn; returning true ends ``run()`` (used for termination signals).
    package var quitCondition: (() -> Bool)?
    /// Frame timing and counts, for `--stats`.
    package private(set) var stats = FrameStats()
    /// Results of background work on their way back to the loop: the one thread-safe door.
    nonisolated let mailbox: Mailbox
    /// The jobs waiting for each ``Moment``.
    var scheduled = Schedule()
    /// Keys and clicks waiting for an ``InputHold`` to end.
    var heldInput = HeldInput()
    private var isRunning = false
    /// Set by ``quit()``; headless runs stop their script when they see it.
    package private(set) var isQuitRequested = false
    private var needsRender = true
    private var lastFrame: CellBuffer?
    /// The frame before ``lastFrame``: once the backend has let go of it, the next render
    /// draws into its storage instead of allocating a new one.
    private var spareFrame = CellBuffer(size: .zero)

    package init(backend: any Backend, clock: any Clock = RealClock(), motion: Motion = .full) {
        self.backend = backend
        self.clock = clock
        self.motion = motion
        self.mailbox = Mailbox(waker: backend.waker)
        self.window = Window(size: backend.size)
        window.application = self
    }

    /// The frame last presented.
    package var currentFrame: CellBuffer? { lastFrame }

    /// Asks for a frame before the loop waits again: for work outside an event, a job for now
    /// or a timer (those draw anyway) that changed what is shown.
    package func setNeedsRender() {
        needsRender = true
    }

    /// Delivers one event to the window (keys and clicks wait while an ``InputHold`` is out).
    package func handle(_ event: Event) {
        guard !heldInput.mustWait(event) else {
            heldInput.events.append(event)
            return
        }
        heldInput.handling += 1
        window.handle(event)
        needsRender = true
        switch event {
        case .key, .mouse: runAfterInputJobs()
        default: break
        }
        heldInput.handling -= 1
        if heldInput.handling == 0 { deliverHeldInput() }
    }

    /// Runs the jobs waiting for this key or click; a key that quit drops them (nobody will see
    /// what they would prepare).
    private func runAfterInputJobs() {
        let jobs = scheduled.takeAfterInputJobs()
        guard !isQuitRequested else { return }
        for job in jobs { job() }
    }

    /// Asks ``run()`` to return after the current turn.
    package func quit() {
        isQuitRequested = true
        isRunning = false
    }

    /// Runs the interactive loop until ``quit()``, the quit condition, or the end of input.
    ///
    /// A quit asked for before the loop starts (a flow with nothing to show ends at launch)
    /// returns at once instead of waiting for a key.
    package func run() {
        isRunning = !isQuitRequested
        while isRunning {
            runPending()
            if !isRunning || quitCondition?() == true { break }
            let timeout = scheduled.hasNowJobs ? .zero : scheduled.nextDeadline.map { max(.zero, $0 - clock.now) }
            if let event = backend.nextEvent(timeout: timeout) {
                handle(event)
                while isRunning, let more = backend.nextEvent(timeout: .zero) { handle(more) }
            } else if backend.isInputClosed {
                break
            }
        }
        isRunning = false
        runAfterFrameJobs(rendering: false)
    }

    /// One turn: the jobs for now (results of background work first), due timers, the frame if
    /// anything happened, then the jobs waiting for that frame.
    package func runPending() {
        for job in mailbox.takeJobs() {
            job()
            needsRender = true
        }
        for job in scheduled.takeNowJobs() {
            job()
            needsRender = true
        }
        while let timer = scheduled.takeDueTimer(at: clock.now) {
            timer()
            needsRender = true
        }
        if needsRender { render() }
        runAfterFrameJobs(rendering: true)
    }

    /// Hands the frame just presented to the terminal (`Backend.handOverFrame`), runs the jobs
    /// waiting for it, then draws what they asked to (``setNeedsRender()``); the loop's end runs
    /// them without drawing.
    private func runAfterFrameJobs(rendering: Bool) {
        if rendering, scheduled.hasAfterFrameJobs { backend.handOverFrame() }
        while scheduled.hasAfterFrameJobs {
            for job in scheduled.takeAfterFrameJobs() { job() }
            if rendering, needsRender { render() }
        }
    }

    /// Moves a virtual clock forward by `duration`, firing each timer at its own instant and
    /// rendering after each, so recordings see every animation frame.
    package func advance(by duration: Duration) {
        guard let clock = clock as? VirtualClock else { return }
        let target = clock.now + duration
        while let deadline = scheduled.nextDeadline, deadline <= target {
            clock.set(deadline)
            runPending()
        }
        clock.set(target)
        runPending()
    }

    /// Blocks until all background work has come back and every job for now has run (headless
    /// runs).
    package func settle() {
        runPending()
        while !mailbox.isIdle || scheduled.hasNowJobs {
            if !mailbox.hasJobs, !scheduled.hasNowJobs { mailbox.waitForActivity() }
            runPending()
        }
    }

    /// Draws the window and presents the frame if it differs from the last one.
    package func render() {
        defer { window.releaseReplacedRoot() }  // after the frame is out, whether it changed or not
        needsRender = false
        let start = ContinuousClock.now
        if window.size != backend.size { window.size = backend.size }
        var frame = CellBuffer(size: .zero)
        swap(&frame, &spareFrame)
        window.render(into: &frame)
        guard frame != lastFrame else {
            spareFrame = frame
            return
        }
        backend.present(frame)
        spareFrame = lastFrame ?? CellBuffer(size: .zero)
        lastFrame = frame
        stats.record(ContinuousClock.now - start)
    }
}
