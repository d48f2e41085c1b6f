import TermCore
import TermUI

/// Shows one feature page; the onboarding builds these lazily, one per page index.
@MainActor
public final class FeaturePageViewController: ViewController {
    public let index: Int
    public let page: FeaturePage
    /// Views stacked under the body (the last page's checkbox and button).
    let accessories: [View]

    init(index: Int, page: FeaturePage, accessories: [View] = []) {
        self.index = index
        self.page = page
        self.accessories = accessories
        super.init()
        title = page.title
    }

    public override func loadView() {
        let pageView = FeaturePageView(page: page)
        pageView.accessories = accessories
        view = pageView
    }
}
