import TermCore

/// Owns the backend, the window and the clock, and runs the one UI loop.
///
/// Each turn: run posted jobs, fire due timers, render if anything happened (and present only
/// when the frame differs), then wait for input or the next timer. With nothing scheduled the
/// wait has no timeout, so an idle app sleeps. ``post(_:)`` is the only thread-safe entry.
/// Headless runs drive the same loop a step at a time (``runPending()``, ``advance(by:)``).
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
    nonisolated let mailbox: Mailbox
    private var timers = TimerQueue()
    /// Keys and clicks waiting for an ``InputHold`` to end.
    var heldInput = HeldInput()
    private var isRunning = false
    /// Set by ``quit()``; headless runs stop their script when they see it.
    package private(set) var isQuitRequested = false
    private var needsRender = true
    /// Jobs waiting for the next frame to be on the screen (``afterNextFrame(_:)``).
    private var afterFrameJobs: [@MainActor () -> Void] = []
    /// Jobs waiting for the person's next key or click (``afterNextInput(_:)``).
    private var afterInputJobs: [@MainActor () -> Void] = []
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

    /// Runs `job` on the UI loop; callable from any thread.
    nonisolated package func post(_ job: @escaping @MainActor @Sendable () -> Void) {
        mailbox.post(job)
    }

    /// Runs `action` on the UI loop after `delay` on the app's clock.
    @discardableResult
    package func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerHandle {
        let id = timers.add(at: clock.now + delay, action)
        return TimerHandle(id: id, application: self)
    }

    func cancelTimer(_ id: Int) {
        timers.cancel(id)
    }

    /// Runs `job` once the next frame is on the screen, before the loop waits again.
    ///
    /// For work the person need not wait to see the result of, such as writing a file: the
    /// frame goes out first. The job still runs when the loop ends before that frame (a quit
    /// right away), so nothing asked for is lost. No frame is drawn for the job itself (drawing
    /// the whole window again to find nothing changed cost as much as the frame did): a job
    /// that changes what is shown calls ``setNeedsRender()``.
    package func afterNextFrame(_ job: @escaping @MainActor () -> Void) {
        afterFrameJobs.append(job)
        needsRender = true
    }

    /// Asks for a frame before the loop waits again: for work outside an event, a posted job or
    /// a timer (those draw anyway) that changed what is shown.
    package func setNeedsRender() {
        needsRender = true
    }

    /// Runs `job` once the person has pressed a key or clicked, after the window handled it.
    ///
    /// For work worth starting only when someone is there, such as reading ahead what the next
    /// screen needs: an app left alone does nothing and is never woken (no idle wake-ups). A key
    /// that quits the app drops the jobs: nobody will see what they would prepare.
    package func afterNextInput(_ job: @escaping @MainActor () -> Void) {
        afterInputJobs.append(job)
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
        case .key, .mouse:
            let jobs = afterInputJobs
            afterInputJobs = []
            if !isQuitRequested {
                for job in jobs { job() }
            }
        default:
            break
        }
        heldInput.handling -= 1
        if heldInput.handling == 0 { deliverHeldInput() }
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
            let timeout = timers.nextDeadline.map { max(.zero, $0 - clock.now) }
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

    /// Runs posted jobs and due timers, then renders if anything happened.
    package func runPending() {
        for job in mailbox.takeJobs() {
            job()
            needsRender = true
        }
        while let timer = timers.popDue(at: clock.now) {
            timer.action()
            needsRender = true
        }
        if needsRender { render() }
        runAfterFrameJobs(rendering: true)
    }

    /// Runs the jobs waiting for the frame just presented, then draws what they asked to
    /// (``setNeedsRender()``); the loop's end runs them without drawing.
    private func runAfterFrameJobs(rendering: Bool) {
        if rendering, !afterFrameJobs.isEmpty { backend.handOverFrame() }
        while !afterFrameJobs.isEmpty {
            let jobs = afterFrameJobs
            afterFrameJobs = []
            for job in jobs { job() }
            if rendering, needsRender { render() }
        }
    }

    /// Moves a virtual clock forward by `duration`, firing each timer at its own instant and
    /// rendering after each, so recordings see every animation frame.
    package func advance(by duration: Duration) {
        guard let clock = clock as? VirtualClock else { return }
        let target = clock.now + duration
        while let deadline = timers.nextDeadline, deadline <= target {
            clock.set(deadline)
            runPending()
        }
        clock.set(target)
        runPending()
    }

    /// Blocks until all background work has come back and its jobs have run (headless runs).
    package func settle() {
        runPending()
        while !mailbox.isIdle {
            if !mailbox.hasJobs { mailbox.waitForActivity() }
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
