/// A backend with no terminal: events are queued by the caller and frames are kept.
///
/// Used by tests and by `onboard --headless`. It never blocks: with nothing queued,
/// ``nextEvent(timeout:)`` returns nil at once. Only the latest frame is held; an observer
/// set with ``onPresent`` sees every frame (recorders for asciicast use it).
package final class HeadlessBackend: Backend {
    package private(set) var size: Size
    package var colorDepth: ColorDepth
    /// Off: headless frames show a link as `text (url)`; tests turn it on to see linked cells.
    package var supportsHyperlinks = false
    package private(set) var lastFrame: CellBuffer?
    package private(set) var presentCount = 0
    /// Called with each presented frame.
    package var onPresent: ((CellBuffer) -> Void)?
    private var queue: [Event] = []
    private var queueStart = 0

    package init(size: Size, colorDepth: ColorDepth = .xterm256) {
        self.size = size
        self.colorDepth = colorDepth
    }

    /// Queues events for the run loop to pick up; a resize also changes ``size`` when taken.
    package func enqueue(_ events: Event...) {
        queue.append(contentsOf: events)
    }

    package func present(_ frame: CellBuffer) {
        lastFrame = frame
        presentCount += 1
        onPresent?(frame)
    }

    package func nextEvent(timeout: Duration?) -> Event? {
        guard queueStart < queue.count else {
            queue.removeAll()
            queueStart = 0
            return nil
        }
        let event = queue[queueStart]
        queueStart += 1
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    /// Changes the size directly, as a terminal resize would.
    package func resize(to newSize: Size) {
        size = newSize
    }

    package var isInputClosed: Bool { false }

    package let waker: any Waker = NoWaker()

    /// The latest frame as plain text.
    package var screenText: String { lastFrame?.text ?? "" }
}

/// A waker for a backend that never blocks.
struct NoWaker: Waker {
    func wake() {}
}
