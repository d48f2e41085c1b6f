import TermCore

/// Pages through child controllers with a slide, shaped like `UIPageViewController`.
///
/// Only the visible page (or spread) and the page on either side of it are alive: the pager
/// keeps those neighbours and pages onto them, asking the data source only for pages it does
/// not hold. Pages move horizontally (or vertically); a reverse direction (right-to-left, or
/// bottom-to-top when vertical) mirrors the keys and the slide while "forward" stays the
/// logical next page. A wide enough screen shows two pages side by side (a mid spine): a spread
/// is one screen, spreads start on even pages when the data source knows page indices, and an
/// odd last page shows on the left with the right half blank. A key pressed during a slide
/// finishes it at once and then acts, so no key is lost.
@MainActor
package final class PageViewController: ViewController {
    package enum Orientation: Sendable { case horizontal, vertical }
    package enum Direction: Sendable { case forward, reverse }

    package weak var dataSource: (any PageViewControllerDataSource)?
    package var orientation: Orientation = .horizontal
    /// Reverse paging: right-to-left when horizontal, bottom-to-top when vertical.
    package var isRightToLeft = false
    /// Show two pages side by side when the view is at least ``minimumWidthForTwoPages`` wide.
    package var prefersTwoPages = false
    package var minimumWidthForTwoPages = 120
    /// Called during a slide with the cells moved so far (positive toward the logical next
    /// page) and the page length, and with 0 when a slide ends.
    package var onScroll: ((_ offset: Int, _ length: Int) -> Void)?
    /// Called when a new page has settled.
    package var onPageChange: ((ViewController) -> Void)?
    /// Slide duration when animated.
    package var slideDuration: Duration = .milliseconds(150)

    /// The visible pages: one, or two with a mid spine (during a slide: from and to).
    package internal(set) var viewControllers: [ViewController] = []
    /// The pages alive while settled, in order: the one before, the visible ones, the one after.
    package private(set) var livingViewControllers: [ViewController] = []
    var slide: Slide?

    package override init() {
        super.init()
    }

    package override func loadView() {
        view = PagerView(controller: self)
    }

    /// Whether two pages show side by side at the current width.
    package var showsTwoPages: Bool { prefersTwoPages && view.bounds.width >= minimumWidthForTwoPages }

    /// The page being slid to, while a slide is in progress.
    package var slideTarget: ViewController? { slide?.to }

    /// Makes `page` the visible page, sliding from the side `direction` implies when animated.
    package func setViewController(
        _ page: ViewController, direction: Direction, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        finishSlide()
        let old = viewControllers
        let canAnimate = animated && !old.isEmpty && !showsTwoPages && !(application?.motion.isReduced ?? true)
        if canAnimate, let application, old[0] !== page {
            embed(page, frame: pageFrames()[0])
            startSlide(from: old[0], to: page, direction: direction, on: application, completion: completion)
        } else {
            for controller in old where controller !== page { controller.unembed() }
            viewControllers = [page]
            settle()
            completion?(true)
        }
    }

    /// Moves one page (or one spread) forward or back; false at an end.
    @discardableResult
    package func move(_ direction: Direction, animated: Bool = true) -> Bool {
        finishSlide()
        guard let target = neighbour(direction) else { return false }
        setViewController(target, direction: direction, animated: animated)
        return true
    }

    private func neighbour(_ direction: Direction) -> ViewController? {
        guard let first = viewControllers.first, let last = viewControllers.last else { return nil }
        if direction == .forward { return page(after: last) }
        guard let before = page(before: first) else { return nil }
        guard showsTwoPages else { return before }
        return page(before: before) ?? before
    }

    /// The page after `page`: a living one when the pager holds it, else the data source's.
    private func page(after page: ViewController) -> ViewController? {
        if let index = livingViewControllers.firstIndex(where: { $0 === page }),
            index + 1 < livingViewControllers.count
        {
            return livingViewControllers[index + 1]
        }
        return dataSource?.pageViewController(self, viewControllerAfter: page)
    }

    /// The page before `page`: a living one when the pager holds it, else the data source's.
    private func page(before page: ViewController) -> ViewController? {
        if let index = livingViewControllers.firstIndex(where: { $0 === page }), index > 0 {
            return livingViewControllers[index - 1]
        }
        return dataSource?.pageViewController(self, viewControllerBefore: page)
    }

    /// Whether `page` is the left page of a spread (pages with odd indices never are).
    private func startsSpread(_ page: ViewController) -> Bool {
        guard let index = dataSource?.pageViewController(self, indexOf: page) else { return true }
        return index % 2 == 0
    }

    /// Lays out the visible pages (a whole spread with a mid spine) and keeps their neighbours.
    func settle() {
        guard var first = viewControllers.first else { return }
        if showsTwoPages, !startsSpread(first), let before = page(before: first) { first = before }
        var visible = [first]
        if showsTwoPages, let second = page(after: first) { visible.append(second) }
        let before = page(before: first)
        let after = visible.last.flatMap { page(after: $0) }
        for controller in viewControllers where !visible.contains(where: { $0 === controller }) {
            controller.unembed()
        }
        for (controller, frame) in zip(visible, pageFrames()) {
            if controller.parent === self {
                controller.view.frame = frame
            } else {
                embed(controller, frame: frame)
            }
        }
        viewControllers = visible
        livingViewControllers = [before].compactMap { $0 } + visible + [after].compactMap { $0 }
        onScroll?(0, pageLength)
        onPageChange?(first)
    }

    /// One frame per place: the whole view, or the spread's two halves (in reading order).
    private func pageFrames() -> [Rect] {
        let bounds = view.bounds
        guard showsTwoPages else { return [bounds] }
        let half = bounds.width / 2
        let left = Rect(x: 0, y: 0, width: half, height: bounds.height)
        let right = Rect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        return isRightToLeft ? [right, left] : [left, right]
    }

    var pageLength: Int { orientation == .horizontal ? view.bounds.width : view.bounds.height }

    func viewDidResize() {
        finishSlide()
        settle()
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty,
            let direction = PagerKeys.direction(
                for: key.key, orientation: orientation, isRightToLeft: isRightToLeft)
        else { return false }
        move(direction)
        return true
    }

    func handleWheel(_ kind: MouseEvent.Kind) -> Bool {
        let mirrored = orientation == .vertical && isRightToLeft
        switch kind {
        case .scrollDown: move(mirrored ? .reverse : .forward)
        case .scrollUp: move(mirrored ? .forward : .reverse)
        case .click: return false
        }
        return true
    }
}
