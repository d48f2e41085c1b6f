import TermCore
import TermUI

/// The what's-new pager: feature pages, the dots, and the last page's share choice and button.
///
/// Pages are built lazily through the page view controller's data source. Right/left (and the
/// other paging keys) move one page, Home/End jump, Esc skips, and Enter on the last page
/// finishes. The controller only reports the ending through ``onFinish``; the app flow decides
/// what comes next.
@MainActor
package final class OnboardingViewController: ViewController, PageViewControllerDataSource {
    package let pages: [FeaturePage]
    package let shareLabel: String
    package let enterLabel: String
    package private(set) var currentPage = 0
    package private(set) var isShareEnabled = true
    /// The checkbox's state when the onboarding opens.
    package var initialShareChoice: Bool {
        get { isShareEnabled }
        set { isShareEnabled = newValue }
    }
    package var onFinish: ((OnboardingResult) -> Void)?
    package let pager = PageViewController()
    package let pageControl = PageControl()
    private weak var enterButton: Button?
    private let usesUnicode: Bool
    /// Whether pages draw their pictures (half-block cells need colour and UTF-8).
    package let showsPictures: Bool

    package init(
        pages: [FeaturePage], shareLabel: String, enterLabel: String, layout: PagerLayout = PagerLayout(),
        usesUnicode: Bool = true, showsPictures: Bool = true
    ) {
        precondition(!pages.isEmpty, "an onboarding needs at least one page")
        self.pages = pages
        self.showsPictures = showsPictures && usesUnicode
        self.shareLabel = shareLabel
        self.enterLabel = enterLabel
        self.usesUnicode = usesUnicode
        super.init()
        if !usesUnicode { pageControl.glyphs = PageControl.asciiGlyphs }
        pageControl.hidesForSinglePage = layout.hidesDotsForSinglePage
        pager.orientation = layout.orientation
        pager.isRightToLeft = layout.isRightToLeft
        pageControl.isRightToLeft = layout.isRightToLeft
        pager.prefersTwoPages = layout.prefersTwoPages
    }

    package override func viewDidLoad() {
        let bounds = view.bounds
        view.backgroundColor = pages[0].colors.background
        pager.dataSource = self
        pager.onPageChange = { [weak self] page in self?.pageDidSettle(page) }
        pager.onScroll = { [weak self] offset, length in self?.pagerDidScroll(offset: offset, length: length) }
        embed(pager, frame: Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 2)))
        pager.view.autoresizingMask = .fill
        pageControl.frame = Rect(x: 0, y: max(0, bounds.height - 2), width: bounds.width, height: 1)
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        pageControl.numberOfPages = pages.count
        pageControl.onSelect = { [weak self] index in self?.setPage(index, animated: true) }
        view.addSubview(pageControl)
        pager.setViewController(makePage(at: 0), direction: .forward, animated: false)
    }

    /// Shows the page at `index` (with two pages side by side, the spread holding it), sliding
    /// toward it when animated.
    package func setPage(
        _ index: Int, direction: PageViewController.Direction? = nil, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        var target = min(max(0, index), pages.count - 1)
        if pager.showsTwoPages { target -= target % 2 }
        guard target != currentPage || pager.viewControllers.isEmpty else {
            completion?(false)
            return
        }
        let direction = direction ?? (target > currentPage ? .forward : .reverse)
        pager.setViewController(page(at: target), direction: direction, animated: animated, completion: completion)
    }

    /// The pages on screen: one, or both halves of a spread.
    package var visiblePages: [Int] {
        pager.viewControllers.compactMap { ($0 as? FeaturePageViewController)?.index }
    }

    /// Ends the onboarding with `outcome` and the current share choice.
    package func finish(_ outcome: OnboardingResult.Outcome) {
        onFinish?(OnboardingResult(outcome: outcome, share: isShareEnabled))
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        pager.finishSlide()  // a key typed during a slide acts on the page being slid to
        guard key.modifiers.isEmpty else { return false }
        if scrollsBody(for: key.key) { return true }
        switch key.key {
        case .home: setPage(0, animated: true)
        case .end: setPage(pages.count - 1, animated: true)
        case .escape: finish(.skipped)
        case .enter where visiblePages.contains(pages.count - 1):
            if let enterButton { enterButton.press() } else { finish(.finished) }
        default: return pager.handleKey(key)
        }
        return true
    }

    // MARK: Pages

    package func pageViewController(_ pageViewController: PageViewController, viewControllerBefore page: ViewController)
        -> ViewController?
    {
        guard let index = (page as? FeaturePageViewController)?.index, index > 0 else { return nil }
        return makePage(at: index - 1)
    }

    package func pageViewController(_ pageViewController: PageViewController, viewControllerAfter page: ViewController)
        -> ViewController?
    {
        guard let index = (page as? FeaturePageViewController)?.index, index < pages.count - 1 else { return nil }
        return makePage(at: index + 1)
    }

    package func pageViewController(_ pageViewController: PageViewController, indexOf page: ViewController) -> Int? {
        (page as? FeaturePageViewController)?.index
    }

    /// The page at `index`: the pager's living one when it holds it, else a new one.
    private func page(at index: Int) -> ViewController {
        pager.livingViewControllers.first { ($0 as? FeaturePageViewController)?.index == index }
            ?? makePage(at: index)
    }

    private func makePage(at index: Int) -> FeaturePageViewController {
        let page = makeControllerForPage(at: index)
        page.usesUnicode = usesUnicode
        return page
    }

    private func makeControllerForPage(at index: Int) -> FeaturePageViewController {
        guard index == pages.count - 1 else {
            return FeaturePageViewController(index: index, page: pages[index], showsPictures: showsPictures)
        }
        let checkbox = Checkbox(label: shareLabel, isOn: isShareEnabled)
        checkbox.onChange = { [weak self] isOn in self?.isShareEnabled = isOn }
        let button = Button(title: enterLabel) { [weak self] in self?.finish(.finished) }
        button.applyAccent(pages[index].colors)
        checkbox.normalStyle = Style(foreground: pages[index].colors.body)
        checkbox.focusedStyle = Style(foreground: pages[index].colors.title, attributes: [.bold, .reverse])
        // Space pages; at the last page it stops like Right, and never presses "Enter app" for
        // someone paging with it (docs/decisions/0005).
        button.pressesOnSpace = false
        enterButton = button
        let page = FeaturePageViewController(
            index: index, page: pages[index], accessories: [checkbox, button], showsPictures: showsPictures)
        page.initialFocus = button
        return page
    }

    private func pageDidSettle(_ page: ViewController) {
        guard let page = page as? FeaturePageViewController else { return }
        currentPage = page.index
        pageControl.currentPage = page.index
        pageControl.currentPageSpan = max(1, visiblePages.count)
        view.backgroundColor = page.page.colors.background
    }

    /// Marks the page the slide shows most of: the one it leaves until the one it brings is half
    /// in view, then that one, however many pages apart they are (Home, End, a click on a dot).
    private func pagerDidScroll(offset: Int, length: Int) {
        let target = (pager.slideTarget as? FeaturePageViewController)?.index ?? currentPage
        let halfway = PageControl.page(forOffset: abs(offset), pageWidth: length, count: 2) == 1
        pageControl.currentPage = halfway ? target : currentPage
    }
}
