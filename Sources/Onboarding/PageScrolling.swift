import TermCore
import TermUI

/// Up/Down and PgUp/PgDn scroll a page whose body is taller than the screen, then turn pages.
///
/// A key first scrolls the visible page's body (a line, or a screenful for PgUp/PgDn, as in a
/// pager such as `less`); only when the body is already at that end does the key go on to the
/// pager. So PgDn reads a long page to its end and then moves to the next page, and in a
/// vertical onboarding Up/Down do the same, while Left/Right always turn the page. A key
/// reaches the page from a focused control (the last page's checkbox and button), or from the
/// onboarding when nothing has focus; both ask the page.
extension FeaturePageViewController {
    func scrollsBody(for key: Key) -> Bool {
        guard let body, body.isScrollable else { return false }
        switch key {
        case .up, .character("k"): return body.scroll(by: -1)
        case .down, .character("j"): return body.scroll(by: 1)
        case .pageUp: return body.scroll(by: -body.pageRows)
        case .pageDown: return body.scroll(by: body.pageRows)
        default: return false
        }
    }
}

extension OnboardingViewController {
    /// Scrolls the visible page's body for a key that came to the onboarding first.
    func scrollsBody(for key: Key) -> Bool {
        (pager.viewControllers.first as? FeaturePageViewController)?.scrollsBody(for: key) ?? false
    }
}
