import Dispatch
import Synchronization
import TermCore
import Testing

@testable import TermUI

@Suite("Read-ahead: background work whose result waits to be asked for")
@MainActor
struct ReadAheadTests {
    /// Blocks until the application's background work has ended or a job waits for the loop;
    /// whether a job waits (the loop would have been woken).
    private func jobQueuedOnceWorkEnds(_ app: Application) -> Bool {
        while !app.mailbox.isIdle, !app.mailbox.hasJobs { app.mailbox.waitForActivity() }
        return app.mailbox.hasJobs
    }

    @Test("A read-ahead nobody waits for leaves no job for the loop; whoever asks later gets it at once")
    func quietUntilAsked() {
        let (app, _) = makeApplication()
        let reading = app.inBackground { 41 + 1 }
        #expect(!jobQueuedOnceWorkEnds(app), "the result woke the loop")
        #expect(reading.value == 42)
        var handed: Int?
        reading.then { handed = $0 }
        #expect(handed == 42, "not handed over at once")
    }

    @Test("A handler waiting before the work ends runs on the loop, once, when it ends")
    func waitingHandler() {
        let (app, _) = makeApplication()
        let gate = DispatchSemaphore(value: 0)
        let reading = app.inBackground { () -> String in
            gate.wait()
            return "done"
        }
        var handed: [String] = []
        reading.then { value in
            MainActor.assertIsolated()
            handed.append(value)
        }
        #expect(handed.isEmpty)
        gate.signal()
        #expect(jobQueuedOnceWorkEnds(app), "a waiting handler must wake the loop")
        app.settle()
        #expect(handed == ["done"])
        app.settle()
        #expect(handed == ["done"])
    }

    @Test("Two jobs make one result, handed over only once both have ended")
    func twoParts() {
        let (app, _) = makeApplication()
        let second = DispatchSemaphore(value: 0)
        let reading = app.inBackground { "a" }.and(
            app.inBackground { () -> String in
                second.wait()
                return "b"
            }, combined: { $0 + $1 })
        var handed: String?
        reading.then { handed = $0 }
        while app.mailbox.workInFlight > 1 { app.mailbox.waitForActivity() }  // the first has ended
        app.runPending()
        #expect(handed == nil && reading.value == nil, "one half was handed over alone")
        second.signal()
        app.settle()
        #expect(handed == "ab")
    }
}
