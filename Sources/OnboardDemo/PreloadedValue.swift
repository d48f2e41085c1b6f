import Onboarding
import TermUI

/// One part of the menu's content, read once on a background queue and kept.
///
/// ``whenReady(_:)`` hands the result over at once when it has arrived (so a tab shows its rows
/// in the very frame that shows the tab), else when it arrives, on the UI loop.
@MainActor
final class PreloadedValue<Value: Sendable> {
    typealias Loaded = Result<Value, AssetError>

    private(set) var result: Loaded?
    private var waiting: [(Loaded) -> Void] = []

    /// Starts reading on `application`'s background queue.
    func start(on application: Application, _ read: @escaping @Sendable () throws(AssetError) -> Value) {
        application.background({ Result(catching: read) }, then: { [weak self] result in self?.arrive(result) })
    }

    /// Stores a result that came some other way (two reads joined by a group, for Home).
    func arrive(_ result: Loaded) {
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
