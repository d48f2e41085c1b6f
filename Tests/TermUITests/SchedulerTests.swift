import TermCore
import Testing

@testable import TermUI

/// A view that writes down when it handles a key, and schedules a job for each later moment.
@MainActor
private final class TimelineView: View {
    var log: [String] = []
    private var keys = 0
    override var canFocus: Bool { true }

    override func handleKey(_ key: KeyEvent) -> Bool {
        log.append("handle")
        keys += 1
        guard let application = window?.application else { return true }
        application.schedule(.afterFrame) { self.log.append("after frame") }
        application.schedule(.after(.zero)) { self.log.append("timer") }
        application.schedule(.now) { self.log.append("now") }
        return true
    }

    override func draw(_ canvas: inout Canvas) {
        log.append("render")
        canvas.put("keys: \(keys)", at: Point(x: 0, y: 0), style: Style())
    }
}

/// A headless backend that writes its frames and hand-overs into the same log as the view.
private final class LoggingBackend: Backend {
    private let inner = HeadlessBackend(size: Size(width: 10, height: 2))
    var log: (String) -> Void = { _ in }

    var size: Size { inner.size }
    var colorDepth: ColorDepth { inner.colorDepth }
    var waker: any Waker { inner.waker }
    var isInputClosed: Bool { inner.isInputClosed }
    func nextEvent(timeout: Duration?) -> Event? { inner.nextEvent(timeout: timeout) }

    func present(_ frame: CellBuffer) {
        inner.present(frame)
        log("present")
    }

    func handOverFrame() { log("hand over") }
}

@Suite("One scheduler: the moments of one key")
@MainActor
struct SchedulerTests {
    @Test("One key: handle, jobs for input, jobs for now, timers, render, present, hand over, jobs after the frame")
    func timelineOfOneKey() {
        let backend = LoggingBackend()
        let app = Application(backend: backend, clock: VirtualClock())
        let view = TimelineView(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        app.window.rootViewController = HostScreen(view)
        app.window.focus(view)
        backend.log = { view.log.append($0) }
        app.runPending()
        view.log = []
        app.schedule(.afterInput) { view.log.append("after input") }
        app.handle(.key(KeyEvent(.character("x"))))
        app.runPending()
        #expect(
            view.log == ["handle", "after input", "now", "timer", "render", "present", "hand over", "after frame"])
    }

    @Test("A job cancelled before its moment never runs, whichever the moment")
    func cancelEveryMoment() {
        let (app, _) = makeApplication()
        app.window.rootViewController = ViewController()
        var ran: [String] = []
        let jobs = [
            app.schedule(.now) { ran.append("now") },
            app.schedule(.after(.milliseconds(5))) { ran.append("after") },
            app.schedule(.afterFrame) { ran.append("after frame") },
            app.schedule(.afterInput) { ran.append("after input") },
        ]
        for job in jobs { job.cancel() }
        app.handle(.key(KeyEvent(.character("x"))))
        app.advance(by: .seconds(1))
        #expect(ran.isEmpty)
    }

    @Test("A job for now scheduled after the frame still runs before the loop rests")
    func nowAfterTheFrame() {
        let (app, _) = makeApplication()
        var ran = false
        app.schedule(.afterFrame) { app.schedule(.now) { ran = true } }
        app.settle()
        #expect(ran)
    }
}
