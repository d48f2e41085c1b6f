import TermCore
import TermUI

/// Shows one feature page; the onboarding builds these lazily, one per page index.
@MainActor
package final class FeaturePageViewController: ViewController {
    package let index: Int
    package let page: FeaturePage
    /// Views stacked under the body (the last page's checkbox and button).
    let accessories: [View]
    /// Bullets and the scroll hint in Unicode (else ASCII).
    var usesUnicode = true
    /// Whether the page's picture may show (the terminal has colour and UTF-8).
    let showsPictures: Bool
    /// The accessory focused each time the page comes on screen (the last page's "Enter app",
    /// so that paging onto it never lands on the share checkbox).
    weak var initialFocus: View?

    init(index: Int, page: FeaturePage, accessories: [View] = [], showsPictures: Bool = true) {
        self.index = index
        self.page = page
        self.accessories = accessories
        self.showsPictures = showsPictures
        super.init()
        title = page.title
    }

    /// The page's formatted body, once the view is loaded.
    var body: PageBodyView? { isViewLoaded ? (view as? FeaturePageView)?.body : nil }

    /// Scroll keys from a focused control on the page scroll its body first (see `PageScrolling`).
    package override func handleKey(_ key: KeyEvent) -> Bool {
        key.modifiers.isEmpty && scrollsBody(for: key.key)
    }

    package override func viewDidAppear() {
        if let initialFocus { view.window?.focus(initialFocus) }
    }

    package override func loadView() {
        let pageView = FeaturePageView(page: page, showsPictures: showsPictures, usesUnicode: usesUnicode)
        pageView.accessories = accessories
        view = pageView
    }
}
