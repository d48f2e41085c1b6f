import TermCore

extension PageViewController {
    /// A slide in progress between two pages.
    struct Slide {
        let from: ViewController
        let to: ViewController
        /// Set once the slide has started (nil only while its first step runs).
        var motion: ViewSlide?
        let completion: ((Bool) -> Void)?
    }

    func startSlide(
        from: ViewController, to: ViewController, direction: Direction, on application: Application,
        completion: ((Bool) -> Void)?
    ) {
        let sign = (direction == .forward) != isRightToLeft ? 1 : -1
        viewControllers = [from, to]
        slide = Slide(from: from, to: to, motion: nil, completion: completion)
        let motion = ViewSlide.run(
            outgoing: from.view, incoming: to.view, in: view.bounds,
            axis: orientation == .horizontal ? .horizontal : .vertical, sign: sign, duration: slideDuration,
            on: application,
            progress: { [weak self] moved, length in self?.onScroll?(direction == .forward ? moved : -moved, length) },
            completion: { [weak self] in self?.endSlide() })
        if slide?.to === to { slide?.motion = motion }
    }

    func endSlide() {
        guard let slide else { return }
        self.slide = nil
        slide.from.unembed()
        viewControllers = [slide.to]
        settle()
        slide.completion?(true)
    }

    /// Jumps a slide in progress to its end, so whatever comes next acts on the settled page.
    package func finishSlide() {
        slide?.motion?.finish()
    }

    package var isSliding: Bool { slide != nil }
}
