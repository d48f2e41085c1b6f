import TermCore

extension ViewController {
    /// Makes `child` a child controller; calls `child.willMove(toParent: self)` as UIKit does.
    ///
    /// The container then adds the child's view and calls `child.didMove(toParent: self)`;
    /// ``embed(_:in:frame:)`` does the whole dance in one call.
    package func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Unlinks this controller from its parent and calls `didMove(toParent: nil)`.
    ///
    /// As in UIKit, the container first calls `willMove(toParent: nil)` and removes the view;
    /// ``unembed()`` does all three.
    package func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Adds a child, installs its view at `frame` inside `container` (default: this view),
    /// delivers appearance when on screen, then calls `didMove(toParent:)`.
    ///
    /// Order: willMove(toParent:) → viewDidLoad (first time) → viewWillAppear → viewDidAppear →
    /// didMove(toParent:).
    package func embed(_ child: ViewController, in container: View? = nil, frame: Rect) {
        addChild(child)
        let childView = child.loadViewIfNeeded(frame: frame)
        childView.frame = frame
        let appearing = isVisible
        if appearing { child.beginAppearance(true) }
        (container ?? view).addSubview(childView)
        if appearing { child.endAppearance(true) }
        child.didMove(toParent: self)
    }

    /// Removes this controller and its view from its parent.
    ///
    /// Order: willMove(toParent: nil) → viewWillDisappear → viewDidDisappear → didMove(toParent: nil).
    package func unembed() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        removeViewFromScreen()
        removeFromParent()
    }

    /// Takes the view off screen with disappearance callbacks when it was visible.
    func removeViewFromScreen() {
        guard isViewLoaded else { return }
        let appeared = isVisible
        if appeared { beginAppearance(false) }
        view.removeFromSuperview()
        if appeared { endAppearance(false) }
    }

    /// Swaps one child's view for another's in the same place, like UIKit's transition.
    ///
    /// Both must be children of this controller. The new view takes the old one's frame and
    /// mask. Order: to.viewWillAppear, from.viewWillDisappear, (slide when animated), from's view
    /// removed, from.viewDidDisappear, to.viewDidAppear, completion. The container then calls
    /// `from.removeFromParent()` and `to.didMove(toParent: self)`. The animated form slides the
    /// new view in from the right with the same ``ViewSlide`` the page view controller pages with.
    package func transition(
        from: ViewController, to: ViewController, animated: Bool = false,
        duration: Duration = .milliseconds(150), completion: ((Bool) -> Void)? = nil
    ) {
        precondition(from.parent === self && to.parent === self, "transition needs two children")
        let fromView = from.view
        let frame = fromView.frame
        let toView = to.loadViewIfNeeded(frame: frame)
        toView.frame = frame
        toView.autoresizingMask = fromView.autoresizingMask
        let appearing = isVisible
        if appearing {
            to.beginAppearance(true)
            from.beginAppearance(false)
        }
        fromView.superview?.addSubview(toView)
        let finish = {
            fromView.removeFromSuperview()
            toView.frame = frame
            if appearing {
                from.endAppearance(false)
                to.endAppearance(true)
            }
            completion?(true)
        }
        guard animated, let application else { return finish() }
        _ = ViewSlide.run(
            outgoing: fromView, incoming: toView, in: frame, axis: .horizontal, sign: 1, duration: duration,
            on: application, completion: finish)
    }
}
