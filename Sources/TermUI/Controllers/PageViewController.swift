import TermCore

/// Pages through child controllers with a slide, shaped like `UIPageViewController`.
///
/// Only the visible page and its two neighbours are alive; the data source builds the rest on
/// demand. Pages move horizontally (or vertically), right-to-left layouts mirror the keys and
/// the slide while "forward" stays the logical next page, and a wide enough screen can show two
/// pages side by side (a mid spine). A key pressed during a slide finishes it at once and then
/// acts, so no key is lost.
@MainActor
public final class PageViewController: ViewController {
    public enum Orientation: Sendable { case horizontal, vertical }
    public enum Direction: Sendable { case forward, reverse }

    public weak var dataSource: (any PageViewControllerDataSource)?
    public var orientation: Orientation = .horizontal
    public var isRightToLeft = false
    /// Show two pages side by side when the view is at least ``minimumWidthForTwoPages`` wide.
    public var prefersTwoPages = false
    public var minimumWidthForTwoPages = 120
    /// Called during a slide with the cells moved so far (positive toward the logical next
    /// page) and the page length, and with 0 when a slide ends.
    public var onScroll: ((_ offset: Int, _ length: Int) -> Void)?
    /// Called when a new page has settled.
    public var onPageChange: ((ViewController) -> Void)?
    /// Slide duration when animated.
    public var slideDuration: Duration = .milliseconds(150)

    /// The visible pages: one, or two with a mid spine.
    public internal(set) var viewControllers: [ViewController] = []
    private var neighbours: (before: ViewController?, after: ViewController?)
    var slide: Slide?

    public override init() {
        super.init()
    }

    public override func loadView() {
        view = PagerView(controller: self)
    }

    /// Whether two pages show side by side at the current width.
    public var showsTwoPages: Bool { prefersTwoPages && view.bounds.width >= minimumWidthForTwoPages }

    /// Makes `page` the visible page, sliding from the side `direction` implies when animated.
    public func setViewController(
        _ page: ViewController, direction: Direction, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        finishSlide()
        let old = viewControllers
        let canAnimate = animated && !old.isEmpty && !showsTwoPages && !(application?.motion.isReduced ?? true)
        if canAnimate, let application {
            embed(page, frame: pageFrames(count: 1)[0])
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
    public func move(_ direction: Direction, animated: Bool = true) -> Bool {
        finishSlide()
        guard let target = neighbour(direction) else { return false }
        setViewController(target, direction: direction, animated: animated)
        return true
    }

    private func neighbour(_ direction: Direction) -> ViewController? {
        guard let dataSource, let first = viewControllers.first else { return nil }
        if direction == .forward {
            guard let last = viewControllers.last else { return nil }
            return dataSource.pageViewController(self, viewControllerAfter: last)
        }
        guard let before = dataSource.pageViewController(self, viewControllerBefore: first) else { return nil }
        guard showsTwoPages else { return before }
        return dataSource.pageViewController(self, viewControllerBefore: before) ?? before
    }

    /// Lays out the visible pages, adds a second one for a mid spine, and refreshes neighbours.
    func settle() {
        guard let first = viewControllers.first else { return }
        var visible = [first]
        if showsTwoPages, let second = dataSource?.pageViewController(self, viewControllerAfter: first) {
            visible.append(second)
        }
        for controller in viewControllers where !visible.contains(where: { $0 === controller }) {
            controller.unembed()
        }
        for (controller, frame) in zip(visible, pageFrames(count: visible.count)) {
            if controller.parent === self {
                controller.view.frame = frame
            } else {
                embed(controller, frame: frame)
            }
        }
        viewControllers = visible
        neighbours = (
            dataSource?.pageViewController(self, viewControllerBefore: first),
            visible.last.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        )
        onScroll?(0, pageLength)
        onPageChange?(first)
    }

    private func pageFrames(count: Int) -> [Rect] {
        let bounds = view.bounds
        guard count == 2 else { return [bounds] }
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

    public override func handleKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty,
            let direction = PagerKeys.direction(
                for: key.key, orientation: orientation, isRightToLeft: isRightToLeft)
        else { return false }
        move(direction)
        return true
    }

    func handleWheel(_ kind: MouseEvent.Kind) -> Bool {
        switch kind {
        case .scrollDown: move(.forward)
        case .scrollUp: move(.reverse)
        case .click: return false
        }
        return true
    }
}

/// The page view controller's root view: relays resizes and the mouse wheel.
@MainActor
final class PagerView: View {
    weak var controller: PageViewController?

    init(controller: PageViewController) {
        self.controller = controller
        super.init()
    }

    override func layoutSubviews() {
        controller?.viewDidResize()
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        controller?.handleWheel(event.kind) ?? false
    }
}

/// Which keys page forward and back.
enum PagerKeys {
    static func direction(for key: Key, orientation: PageViewController.Orientation, isRightToLeft: Bool)
        -> PageViewController.Direction?
    {
        switch (key, orientation) {
        case (.pageDown, _), (.character(" "), _): return .forward
        case (.pageUp, _): return .reverse
        case (.down, .vertical), (.character("j"), .vertical): return .forward
        case (.up, .vertical), (.character("k"), .vertical): return .reverse
        case (.right, .horizontal), (.character("l"), .horizontal): return isRightToLeft ? .reverse : .forward
        case (.left, .horizontal), (.character("h"), .horizontal): return isRightToLeft ? .forward : .reverse
        default: return nil
        }
    }
}
