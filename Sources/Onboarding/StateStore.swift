import TermCore

/// Where ``AppState`` is kept between launches.
///
/// ``FileStateStore`` is the real one; ``MemoryStateStore`` serves headless runs (which start
/// fresh and write nothing) and tests.
package protocol StateStore: AnyObject {
    /// The stored state; nil when there is none yet. Throws when a file exists but is unreadable.
    func load() throws(StateError) -> AppState?
    /// Replaces the stored state as one atomic step.
    func save(_ state: AppState) throws(StateError)
    /// Applies `change` to the newest stored state (fresh when missing or unreadable) and
    /// stores the result, so a change made by another launch meanwhile is kept.
    func update(_ change: (inout AppState) -> Void) throws(StateError) -> AppState
    /// Throws when a save could not succeed now, found out without storing anything: asked
    /// before pages show, so that pages that could never be marked seen are not shown at all.
    func checkWritable() throws(StateError)
}

extension StateStore {
    /// Stores that keep nothing outside the process can always save.
    public func checkWritable() throws(StateError) {}

    /// Read, change, save; stores that can be shared between processes lock around this.
    package func update(_ change: (inout AppState) -> Void) throws(StateError) -> AppState {
        var state = ((try? load()) ?? nil) ?? AppState()
        change(&state)
        try save(state)
        return state
    }
}

/// A state file that could not be read or written, as one line naming the file.
public struct StateError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line; control characters in the path are shown as visible stand-ins.
    public var description: String { String("\(path): \(message)".map(\.terminalSafe)) }
}

/// State held in memory only.
package final class MemoryStateStore: StateStore {
    package private(set) var state: AppState?
    package private(set) var saveCount = 0

    package init(_ state: AppState? = nil) {
        self.state = state
    }

    package func load() throws(StateError) -> AppState? { state }

    package func save(_ state: AppState) throws(StateError) {
        self.state = state
        saveCount += 1
    }
}
