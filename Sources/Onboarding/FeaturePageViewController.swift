import TermCore
import TermUI

/// Shows one feature page; the onboarding builds these lazily, one per page index.
@MainActor
public final class FeaturePageViewController: ViewController {
    public let index: Int
    public let page: FeaturePage
    /// Views stacked under the body (the last page's checkbox and button).
    let accessories: [View]
    /// Whether the page's picture may show (the terminal has colour and UTF-8).
    let showsPictures: Bool

    init(index: Int, page: FeaturePage, accessories: [View] = [], showsPictures: Bool = true) {
        self.index = index
        self.page = page
        self.accessories = accessories
        self.showsPictures = showsPictures
        super.init()
        title = page.title
    }

    public override func loadView() {
        let pageView = FeaturePageView(page: page, showsPictures: showsPictures)
        pageView.accessories = accessories
        view = pageView
    }
}
