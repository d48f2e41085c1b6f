import TermCore

extension PageViewController {
    /// A slide in progress between two pages.
    struct Slide {
        let from: ViewController
        let to: ViewController
        let animation: Animation
        let completion: ((Bool) -> Void)?
    }

    func startSlide(
        from: ViewController, to: ViewController, direction: Direction, on application: Application,
        completion: ((Bool) -> Void)?
    ) {
        let length = pageLength
        let sign = (direction == .forward) != (isRightToLeft && orientation == .horizontal) ? 1 : -1
        viewControllers = [from, to]
        let step: @MainActor (Double) -> Void = { [weak self] progress in
            guard let self else { return }
            let moved = Int((Double(length) * progress).rounded())
            let offsetFrom = -sign * moved
            let offsetTo = sign * (length - moved)
            from.view.frame.origin =
                orientation == .horizontal ? Point(x: offsetFrom, y: 0) : Point(x: 0, y: offsetFrom)
            to.view.frame.origin = orientation == .horizontal ? Point(x: offsetTo, y: 0) : Point(x: 0, y: offsetTo)
            onScroll?(direction == .forward ? moved : -moved, length)
        }
        step(0)
        let animation = Animation.run(on: application, duration: slideDuration, step: step) { [weak self] in
            self?.endSlide()
        }
        if !animation.isFinished {
            slide = Slide(from: from, to: to, animation: animation, completion: completion)
        }
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
    public func finishSlide() {
        guard let slide else { return }
        slide.animation.cancel()
        endSlide()
    }

    public var isSliding: Bool { slide != nil }
}
