import Dispatch
import Synchronization
import TermCore
import Testing

@testable import TermUI

@Suite("Run loop, timers and background work")
@MainActor
struct RuntimeTests {
    @Test("Timers fire in order at their virtual times, not before")
    func timersInOrder() {
        let (app, _) = makeApplication()
        let clock = app.clock
        var fired: [(String, Duration)] = []
        app.schedule(.after(.milliseconds(300))) { fired.append(("c", clock.now)) }
        app.schedule(.after(.milliseconds(100))) { fired.append(("a", clock.now)) }
        app.schedule(.after(.milliseconds(100))) { fired.append(("b", clock.now)) }
        app.advance(by: .milliseconds(99))
        #expect(fired.isEmpty)
        app.advance(by: .milliseconds(201))
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [.milliseconds(100), .milliseconds(100), .milliseconds(300)])
    }

    @Test("A cancelled timer never fires")
    func cancel() {
        let (app, _) = makeApplication()
        var fired = false
        let timer = app.schedule(.after(.milliseconds(10))) { fired = true }
        timer.cancel()
        app.advance(by: .seconds(1))
        #expect(!fired)
    }

    @Test("Background work's result comes back on the loop")
    func postFromBackground() {
        let (app, _) = makeApplication()
        var ranOnLoop = false
        app.inBackground { 41 + 1 }.then { value in
            MainActor.assertIsolated()
            ranOnLoop = value == 42
        }
        app.settle()
        #expect(ranOnLoop)
    }

    @Test("The mailbox takes jobs from many threads at once and every job runs")
    func concurrentPosts() {
        let (app, _) = makeApplication()
        let counter = Counter()
        let mailbox = app.mailbox
        mailbox.beginWork()
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 200) { _ in
                mailbox.post { counter.increment() }
            }
            mailbox.endWork()
        }
        app.settle()
        #expect(counter.value == 200)
    }

    @Test("Three pieces of background work combined come back once, after all three")
    func groupNotifiesOnce() {
        let (app, _) = makeApplication()
        let finished = Mutex(0)
        let work = { @Sendable in app.inBackground { finished.withLock { $0 += 1 } } }
        let all = work().and(work()) { _, _ in }.and(work()) { _, _ in }
        var notifications: [Int] = []
        all.then { notifications.append(finished.withLock { $0 }) }
        app.settle()
        #expect(notifications == [3])
    }

    @Test("Asking for the result after the work ended still runs once")
    func lateNotify() {
        let (app, _) = makeApplication()
        let work = app.inBackground {}
        app.settle()
        var count = 0
        work.then { count += 1 }
        app.settle()
        #expect(count == 1)
    }

    @Test("Once runs its work a single time")
    func once() {
        let once = Once()
        var runs = 0
        once.run { runs += 1 }
        once.run { runs += 1 }
        #expect(runs == 1)
    }

    @Test("An animation steps over the clock and ends at 1; reduced motion jumps there")
    func animation() {
        let (app, _) = makeApplication()
        var steps: [Double] = []
        var done = false
        Animation.run(on: app, duration: .milliseconds(100), step: { steps.append($0) }, completion: { done = true })
        app.advance(by: .milliseconds(50))
        #expect(!done)
        #expect(steps.count > 2 && steps.last! < 1)
        app.advance(by: .milliseconds(60))
        #expect(done)
        #expect(steps.last == 1)

        let (reduced, _) = makeApplication(motion: .reduced)
        var reducedSteps: [Double] = []
        Animation.run(on: reduced, duration: .seconds(1), step: { reducedSteps.append($0) })
        #expect(reducedSteps == [1])
    }

    @Test("Nothing is presented again when nothing changed")
    func rendersOnlyChanges() {
        let (app, backend, label) = makeApplication(showing: "one")
        app.runPending()
        let presented = backend.presentCount
        app.handle(.key(KeyEvent(.character("z"))))
        app.runPending()
        #expect(backend.presentCount == presented)
        label.text = "two"
        app.handle(.key(KeyEvent(.character("z"))))
        app.runPending()
        #expect(backend.presentCount == presented + 1)
        #expect(backend.screenText.hasPrefix("two"))
    }

    @Test("A quit asked before the loop starts ends run() without waiting for input")
    func quitBeforeRun() {
        let backend = WaitCountingBackend(size: Size(width: 10, height: 2))
        let app = Application(backend: backend, clock: VirtualClock())
        app.quit()
        app.run()
        #expect(backend.waits == 0)
    }
}

/// A headless backend that counts its waits for input and closes its input after three, so a
/// loop that ignores a quit ends (and is seen to have waited) instead of spinning forever.
final class WaitCountingBackend: Backend {
    private let inner: HeadlessBackend
    private(set) var waits = 0

    init(size: Size) {
        inner = HeadlessBackend(size: size)
    }

    var size: Size { inner.size }
    var colorDepth: ColorDepth { inner.colorDepth }
    var waker: any Waker { inner.waker }
    var isInputClosed: Bool { waits >= 3 }
    func present(_ frame: CellBuffer) { inner.present(frame) }

    func nextEvent(timeout: Duration?) -> Event? {
        waits += 1
        return nil
    }
}

/// A thread-safe counter for tests.
final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

@Suite("Work after the next frame")
@MainActor
struct AfterNextFrameTests {
    @Test("A job runs once the next frame is presented, not before")
    func afterPresent() {
        let (app, backend, _) = makeApplication(showing: "shown")
        var presentedBeforeJob: Int?
        app.schedule(.afterFrame) { presentedBeforeJob = backend.presentCount }
        #expect(presentedBeforeJob == nil)
        app.runPending()
        #expect(presentedBeforeJob == 1)
    }

    @Test("A job draws no frame of its own; one that changes the screen asks with setNeedsRender")
    func drawsOnlyWhenAsked() {
        let (app, backend, label) = makeApplication(showing: "before")
        app.schedule(.afterFrame) { label.text = "quiet" }
        app.runPending()
        #expect(backend.presentCount == 1)
        #expect(backend.lastFrame?.line(0) == "before")
        app.schedule(.afterFrame) { label.text = "asked" }
        app.schedule(.afterFrame) { app.setNeedsRender() }
        app.runPending()
        #expect(backend.presentCount == 3)
        #expect(backend.lastFrame?.line(0) == "asked")
    }

    @Test("The frame is handed over to the terminal before the jobs run, and only when jobs wait")
    func handsOverFirst() {
        let backend = HandOverRecordingBackend(size: Size(width: 10, height: 2))
        let app = Application(backend: backend, clock: VirtualClock())
        app.window.rootViewController = ViewController()
        app.runPending()
        #expect(backend.calls == ["present"])
        app.schedule(.afterFrame) { backend.calls.append("job") }
        app.runPending()
        #expect(backend.calls == ["present", "handOver", "job"])
    }

    @Test("A job for the next input waits for a key, not for frames or resizes")
    func afterInput() {
        let (app, _) = makeApplication()
        app.window.rootViewController = ViewController()
        var runs = 0
        app.schedule(.afterInput) { runs += 1 }
        app.runPending()
        app.handle(.resize(Size(width: 30, height: 8)))
        app.runPending()
        #expect(runs == 0)
        app.handle(.key(KeyEvent(.character("x"))))
        app.handle(.key(KeyEvent(.character("y"))))
        #expect(runs == 1)
    }

    @Test("A key that quits the app drops the jobs waiting for input")
    func quitDropsInputJobs() {
        let (app, _) = makeApplication()
        app.window.rootViewController = ViewController()
        app.window.onUnhandledKey = { _ in app.quit() }
        var runs = 0
        app.schedule(.afterInput) { runs += 1 }
        app.handle(.key(KeyEvent(.character("q"))))
        #expect(runs == 0)
    }

    @Test("A job still runs when the loop ends before that frame")
    func runsWhenTheLoopEnds() {
        let backend = WaitCountingBackend(size: Size(width: 10, height: 2))
        let app = Application(backend: backend, clock: VirtualClock())
        var ran = false
        app.schedule(.afterFrame) { ran = true }
        app.quit()
        app.run()
        #expect(ran)
    }
}

/// A headless backend that records its frames and hand-overs in order, for jobs to add theirs.
final class HandOverRecordingBackend: Backend {
    private let inner: HeadlessBackend
    var calls: [String] = []

    init(size: Size) {
        inner = HeadlessBackend(size: size)
    }

    var size: Size { inner.size }
    var colorDepth: ColorDepth { inner.colorDepth }
    var waker: any Waker { inner.waker }
    var isInputClosed: Bool { inner.isInputClosed }
    func nextEvent(timeout: Duration?) -> Event? { inner.nextEvent(timeout: timeout) }

    func present(_ frame: CellBuffer) {
        inner.present(frame)
        calls.append("present")
    }

    func handOverFrame() { calls.append("handOver") }
}
