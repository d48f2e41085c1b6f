import TermCore

/// Keys and clicks held back while what they are aimed at is not ready, then delivered in order.
///
/// A screen whose content is still loading, or a button whose press is still flashing, takes a
/// hold from ``Application/holdInput(atMost:)``; keys typed meanwhile wait instead of hitting a
/// "Loading…" row or the screen that is going away, and act once every hold is released. This
/// is what a headless script sees too (it settles background work before each key), so the
/// real terminal and headless frames agree. A hold ends by itself after its limit (a job
/// scheduled ``Moment/after(_:)`` it), so a load that never answers cannot swallow the keyboard.
@MainActor
package final class InputHold {
    private weak var application: Application?
    private var timer: ScheduledJob?
    package private(set) var isReleased = false

    init(application: Application, limit: Duration) {
        self.application = application
        timer = application.schedule(.after(limit)) { [self] in release() }
    }

    /// Ends the hold; when it was the last one, the held keys and clicks are delivered now.
    package func release() {
        guard !isReleased else { return }
        isReleased = true
        timer?.cancel()
        application?.endHold()
    }
}

/// The application's side of input holds: how many are out, and the events waiting for them.
struct HeldInput {
    var holds = 0
    var events: [Event] = []
    /// Events being handled right now (one, or more when handling one released held ones).
    var handling = 0

    /// Whether `event` has to wait: keys and clicks do while a hold is out; resizes never do.
    func mustWait(_ event: Event) -> Bool {
        guard holds > 0 else { return false }
        if case .resize = event { return false }
        return true
    }
}

extension Application {
    /// Holds keys and clicks back until the returned hold is released (or `limit` passes).
    package func holdInput(atMost limit: Duration = .seconds(2)) -> InputHold {
        heldInput.holds += 1
        return InputHold(application: self, limit: limit)
    }

    /// Whether keys and clicks are being held back.
    package var isHoldingInput: Bool { heldInput.holds > 0 }

    /// Ends one hold; the held events go out when none is left, but never in the middle of
    /// handling another: a hold released while a key is being handled (a tab whose list had
    /// already arrived releases the hold it took as it appeared) would otherwise deliver the
    /// next key before the first one had finished (focus still on the tab it left, so a Down
    /// typed right after "2" was lost).
    func endHold() {
        heldInput.holds -= 1
        if heldInput.handling == 0 { deliverHeldInput() }
    }

    /// Delivers held events in order while no hold is out.
    func deliverHeldInput() {
        while heldInput.holds == 0, !heldInput.events.isEmpty {
            handle(heldInput.events.removeFirst())
        }
    }
}
