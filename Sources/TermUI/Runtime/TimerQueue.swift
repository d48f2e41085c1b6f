/// Timers ordered by due time, then by the order they were scheduled (``Moment/after(_:)``).
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

    var nextDeadline: Duration? { entries.first?.deadline }
    var isEmpty: Bool { entries.isEmpty }

    mutating func add(id: Int, at deadline: Duration, _ action: @escaping @MainActor () -> Void) {
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert(Entry(id: id, deadline: deadline, action: action), at: index)
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
