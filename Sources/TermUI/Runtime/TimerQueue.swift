/// Timers ordered by due time, then by the order they were scheduled.
///
/// Two timers due at the same instant fire in the order they were added, which keeps
/// virtual-clock runs deterministic.
struct TimerQueue {
    struct Entry {
        let id: Int
        let deadline: Duration
        let action: @MainActor () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    var nextDeadline: Duration? { entries.first?.deadline }
    var isEmpty: Bool { entries.isEmpty }

    mutating func add(at deadline: Duration, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert(Entry(id: nextID, deadline: deadline, action: action), at: index)
        return nextID
    }

    mutating func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// Removes and returns the earliest timer if it is due at `now`.
    mutating func popDue(at now: Duration) -> Entry? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        return entries.removeFirst()
    }
}

/// A scheduled timer that can be cancelled before it fires.
@MainActor
package struct TimerHandle {
    let id: Int
    weak var application: Application?

    package func cancel() {
        application?.cancelTimer(id)
    }
}
