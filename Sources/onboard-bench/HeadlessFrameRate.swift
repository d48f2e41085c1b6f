import Onboarding
import TermCore
import TermUI

/// Measures how many frames per second the headless renderer makes of a changing screen.
///
/// The demo's onboarding pages are flipped right and left on a virtual clock with reduced
/// motion, so every key gives a new frame. ``Rates/renderAndPresent`` counts the time spent
/// rendering and presenting (the application's frame statistics); ``Rates/withKeys`` counts the
/// whole loop, key routing and building the next neighbour page included.
@MainActor
enum HeadlessFrameRate {
    struct Rates {
        var renderAndPresent: Double
        var withKeys: Double
    }

    static func measure(manifest: Manifest, size: Size, frames: Int) -> Rates {
        let backend = HeadlessBackend(size: size)
        let application = Application(backend: backend, clock: VirtualClock(), motion: .reduced)
        let flow = AppFlow(
            window: application.window, manifest: manifest, currentVersion: SemanticVersion("2.1.0")!,
            store: MemoryStateStore())
        flow.launch(force: true)
        application.runPending()
        let keys = [KeyEvent(.right), KeyEvent(.left)]
        let before = backend.presentCount
        let statsBefore = application.stats
        let start = ContinuousClock.now
        for index in 0..<frames {
            application.handle(.key(keys[index % 2]))
            application.runPending()
        }
        let elapsed = ContinuousClock.now - start
        precondition(backend.presentCount - before == frames, "every key must present a new frame")
        let rendering = application.stats.total - statsBefore.total
        return Rates(renderAndPresent: Double(frames) / rendering.seconds, withKeys: Double(frames) / elapsed.seconds)
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
