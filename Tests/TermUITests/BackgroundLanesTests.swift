import Synchronization
import Testing

@testable import TermUI

#if canImport(Glibc)
    import Glibc
#endif

/// Each test has lanes of its own (not the process's), so tests running at once never share a
/// queue.
@Suite("Background lanes")
struct BackgroundLanesTests {
    /// Waits (polling, at most `seconds`) until `condition` holds; whether it did.
    private func waitUntil(seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if condition() { return true }
            usleep(1000)
        }
        return condition()
    }

    @Test("Jobs queued together run in order on one lane, and the lane closes when they are done")
    func inOrderOnOneLane() {
        let lanes = BackgroundLanes()
        let order = Mutex<[Int]>([])
        let threads = Mutex<Set<UInt>>([])
        for index in 0..<50 {
            lanes.run {
                order.withLock { $0.append(index) }
                threads.withLock { _ = $0.insert(UInt(pthread_self())) }
            }
        }
        #expect(waitUntil { order.withLock { $0.count } == 50 })
        #expect(order.withLock { $0 } == Array(0..<50))
        #expect(threads.withLock { $0.count } == 1)
        #expect(waitUntil { lanes.openLanes == 0 })
    }

    @Test("A job queued behind one that has blocked past the stall time gets a lane of its own")
    func stalledLaneOpensAnother() {
        let lanes = BackgroundLanes()
        let released = Mutex(false)
        let blockedStarted = Mutex(false)
        let laterRan = Mutex(false)
        lanes.run {
            blockedStarted.withLock { $0 = true }
            _ = waitUntil(seconds: 10) { released.withLock { $0 } }
        }
        #expect(waitUntil { blockedStarted.withLock { $0 } })
        usleep(UInt32(BackgroundLanes.stallAfter / .microseconds(1)) + 20_000)
        lanes.run { laterRan.withLock { $0 = true } }
        let ranWhileBlocked = waitUntil { laterRan.withLock { $0 } }
        released.withLock { $0 = true }
        #expect(ranWhileBlocked)
        #expect(waitUntil { lanes.openLanes == 0 })
    }
}
