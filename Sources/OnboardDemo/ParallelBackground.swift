import Synchronization
import TermUI

extension Application {
    /// Runs two jobs on background lanes (one after the other, unless the first stalls) and
    /// hands both results to `then` on the UI loop once both have finished.
    ///
    /// A group notify: neither result is shown alone, so a screen that needs both never draws
    /// half its content. ``Application/settle()`` waits for it like any background work.
    func background<First: Sendable, Second: Sendable>(
        _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second,
        then: @escaping @MainActor @Sendable (First, Second) -> Void
    ) {
        let firstResult = ResultSlot<First>()
        let secondResult = ResultSlot<Second>()
        let group = makeGroup()
        group.run { firstResult.store(first()) }
        group.run { secondResult.store(second()) }
        group.notify {
            guard let firstValue = firstResult.value, let secondValue = secondResult.value else { return }
            then(firstValue, secondValue)
        }
    }
}

/// One result handed from a background lane to the UI loop.
private final class ResultSlot<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)

    func store(_ value: Value) {
        storage.withLock { $0 = value }
    }

    var value: Value? { storage.withLock { $0 } }
}
