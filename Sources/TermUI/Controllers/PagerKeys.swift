import TermCore

/// Which keys page forward and back; a reverse layout (right-to-left, or bottom-to-top when
/// vertical) mirrors the arrows and h/l, j/k.
enum PagerKeys {
    static func direction(for key: Key, orientation: PageViewController.Orientation, isRightToLeft: Bool)
        -> PageViewController.Direction?
    {
        switch (key, orientation) {
        case (.pageDown, _), (.character(" "), _): return .forward
        case (.pageUp, _): return .reverse
        case (.down, .vertical), (.character("j"), .vertical): return isRightToLeft ? .reverse : .forward
        case (.up, .vertical), (.character("k"), .vertical): return isRightToLeft ? .forward : .reverse
        case (.right, .horizontal), (.character("l"), .horizontal): return isRightToLeft ? .reverse : .forward
        case (.left, .horizontal), (.character("h"), .horizontal): return isRightToLeft ? .forward : .reverse
        default: return nil
        }
    }
}
