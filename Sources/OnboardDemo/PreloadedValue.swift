import Onboarding
import TermUI

/// One part of the menu's content, read once on a background queue and kept.
///
/// ``start(on:)`` begins the read (once); ``whenReady(_:)`` hands the result over at once when
/// it has arrived (so a tab shows its rows in the very frame that shows the tab), else when it
/// arrives, on the UI loop.
@MainActor
final class PreloadedValue<Value: Sendable> {
    typealias Loaded = Result<Value, AssetError>
    typealias Arrival = @MainActor @Sendable (Loaded) -> Void

    private let begin: @MainActor (Application, @escaping Arrival) -> Void
    private var isStarted = false
    private(set) var result: Loaded?
    private var waiting: [(Loaded) -> Void] = []

    /// A part read by one call on a background queue.
    convenience init(read: @escaping @Sendable () throws(AssetError) -> Value) {
        self.init { application, arrive in application.background({ Result(catching: read) }, then: arrive) }
    }

    /// A part whose reading `begin` starts on the application's queues and reports to `arrive`.
    init(begin: @escaping @MainActor (Application, @escaping Arrival) -> Void) {
        self.begin = begin
    }

    /// Starts reading, unless it has started already.
    func start(on application: Application) {
        guard !isStarted else { return }
        isStarted = true
        begin(application) { [weak self] result in self?.arrive(result) }
    }

    private func arrive(_ result: Loaded) {
        self.result = result
        let handlers = waiting
        waiting = []
        for handler in handlers { handler(result) }
    }

    /// Calls `handler` with the result now if it is here, else once it arrives.
    func whenReady(_ handler: @escaping (Loaded) -> Void) {
        if let result {
            handler(result)
        } else {
            waiting.append(handler)
        }
    }
}
