/// Steps a value from 0 to 1 over a duration on the app's clock.
///
/// Frames are timers 16 ms apart (the last one lands exactly on the end), so a virtual clock
/// replays an animation identically.
/// With reduced motion the last step runs at once.
@MainActor
package final class Animation {
    private var timer: ScheduledJob?
    private var isCancelled = false
    package private(set) var isFinished = false
    static let frameInterval: Duration = .milliseconds(16)

    private init() {}

    /// Starts an animation; `step` gets the progress (0…1, linear), `completion` runs once at 1.
    @discardableResult
    package static func run(
        on application: Application, duration: Duration, step: @escaping @MainActor (Double) -> Void,
        completion: @escaping @MainActor () -> Void = {}
    ) -> Animation {
        let animation = Animation()
        let start = application.clock.now
        func tick() {
            guard !animation.isCancelled else { return }
            let elapsed = application.clock.now - start
            let progress = duration <= .zero ? 1 : min(1, elapsed / duration)
            step(progress)
            if progress >= 1 {
                animation.isFinished = true
                completion()
            } else {
                animation.timer = application.schedule(.after(min(Animation.frameInterval, duration - elapsed)), tick)
            }
        }
        if application.motion.isReduced {
            step(1)
            animation.isFinished = true
            completion()
        } else {
            tick()
        }
        return animation
    }

    /// Stops the animation where it is; its completion never runs.
    package func cancel() {
        isCancelled = true
        timer?.cancel()
    }
}
