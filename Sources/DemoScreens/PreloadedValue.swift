import Onboarding
import TermUI

/// One part of the menu's content, read once ahead of need on a background lane and kept.
///
/// ``start(on:)`` begins the read (once) as ``BackgroundWork`` nobody has asked for yet: its arrival wakes the UI loop only
/// when a screen is waiting for it, so parts read while the pages show cost the pages no frame.
/// ``then(_:)`` hands the result over at once when it has arrived (so a tab shows its rows
/// in the very frame that shows the tab), else when it arrives, on the UI loop.
@MainActor
final class PreloadedValue<Value: Sendable> {
    typealias Loaded = Result<Value, AssetError>

    private let begin: @MainActor (Application) -> BackgroundWork<Loaded>
    private var reading: BackgroundWork<Loaded>?
    private var waiting: [(Loaded) -> Void] = []

    /// A part read by one call on a background lane.
    convenience init(read: @escaping @Sendable () throws(AssetError) -> Value) {
        self.init { application in application.inBackground { Result(catching: read) } }
    }

    /// A part whose reading `begin` starts on the application's lanes.
    init(begin: @escaping @MainActor (Application) -> BackgroundWork<Loaded>) {
        self.begin = begin
    }

    /// Starts reading, unless it has started already.
    func start(on application: Application) {
        guard reading == nil else { return }
        let reading = begin(application)
        self.reading = reading
        if !waiting.isEmpty { listen(to: reading) }
    }

    /// The result, once the read has ended.
    var result: Loaded? { reading?.value }

    /// Calls `handler` with the result now if it is here, else once it arrives.
    func then(_ handler: @escaping (Loaded) -> Void) {
        if let result {
            handler(result)
            return
        }
        waiting.append(handler)
        if waiting.count == 1, let reading { listen(to: reading) }
    }

    /// Asks `reading` for its result on the UI loop, for the handlers waiting now and later.
    private func listen(to reading: BackgroundWork<Loaded>) {
        reading.then { [weak self] result in self?.arrive(result) }
    }

    private func arrive(_ result: Loaded) {
        let handlers = waiting
        waiting = []
        for handler in handlers { handler(result) }
    }
}
