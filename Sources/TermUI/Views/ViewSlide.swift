import TermCore

/// Slides one view out and another in across a frame, on the app's clock.
///
/// The one slide animation of the package: the page view controller pages with it and an
/// animated containment ``ViewController/transition(from:to:animated:duration:completion:)``
/// swaps with it. The incoming view starts one frame length away on the side `sign` names and
/// both views move together until it sits on `frame`; ``finish()`` jumps to that end at once,
/// so a key pressed mid-slide acts on the settled screen. With reduced motion it ends at once.
@MainActor
final class ViewSlide {
    enum Axis: Sendable { case horizontal, vertical }

    /// How long a slide takes unless its owner says otherwise.
    static let defaultDuration: Duration = .milliseconds(150)

    private var animation: Animation?
    private var completion: (() -> Void)?
    /// Counts this slide in ``Application/slidesInMotion`` until it ends.
    private weak var application: Application?

    private init() {}

    /// Starts a slide of `incoming` onto `frame` while `outgoing` leaves it.
    ///
    /// `sign` is 1 when the incoming view enters from the right (or bottom) and -1 from the left
    /// (or top); `progress` hears the cells moved so far and the frame length.
    static func run(
        outgoing: View, incoming: View, in frame: Rect, axis: Axis, sign: Int, duration: Duration,
        on application: Application, progress: @escaping (_ moved: Int, _ length: Int) -> Void = { _, _ in },
        completion: @escaping () -> Void
    ) -> ViewSlide {
        let slide = ViewSlide()
        slide.completion = completion
        slide.application = application
        application.slidesInMotion += 1
        let length = axis == .horizontal ? frame.width : frame.height
        let place: (View, Int) -> Void = { view, offset in
            view.frame.origin =
                axis == .horizontal
                ? Point(x: frame.minX + offset, y: frame.minY) : Point(x: frame.minX, y: frame.minY + offset)
        }
        slide.animation = Animation.run(
            on: application, duration: duration,
            step: { fraction in
                let moved = Int((Double(length) * fraction).rounded())
                place(outgoing, -sign * moved)
                place(incoming, sign * (length - moved))
                progress(moved, length)
            },
            completion: { slide.end() })
        return slide
    }

    /// Whether the slide has reached its end (or was finished early).
    var isFinished: Bool { completion == nil }

    /// Jumps to the end: the completion runs once, and there the owner lays out the settled views.
    func finish() {
        animation?.cancel()
        end()
    }

    private func end() {
        guard let completion else { return }
        self.completion = nil
        application?.slidesInMotion -= 1
        completion()
    }
}
