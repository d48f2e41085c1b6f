import TermUI

/// How the onboarding lays out its pages, as the host (or the manifest's `layout`) asks.
package struct PagerLayout: Hashable, Sendable {
    /// Pages move left/right (default) or up/down.
    package var orientation: PageViewController.Orientation = .horizontal
    /// Right-to-left languages: the arrow keys and the slide mirror, the page order does not.
    package var isRightToLeft = false
    /// Two pages side by side when the terminal is at least 120 columns wide.
    package var prefersTwoPages = false
    /// No dots when there is only one page.
    package var hidesDotsForSinglePage = false

    package init() {}
}
