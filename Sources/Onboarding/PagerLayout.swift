import TermUI

/// How the onboarding lays out its pages, as the host (or the manifest's `layout`) asks.
public struct PagerLayout: Hashable, Sendable {
    /// Pages move left/right (default) or up/down.
    public var orientation: PageViewController.Orientation = .horizontal
    /// Right-to-left languages: the arrow keys and the slide mirror, the page order does not.
    public var isRightToLeft = false
    /// Two pages side by side when the terminal is at least 120 columns wide.
    public var prefersTwoPages = false
    /// No dots when there is only one page.
    public var hidesDotsForSinglePage = false

    public init() {}
}
