import TermCore

/// A stack of screens under a title bar, shaped like `UINavigationController`.
///
/// The top screen fills the space under the ``navigationBar``; pushing swaps it for a new one
/// and popping swaps back, both through ``ViewController/transition(from:to:animated:completion:)``
/// so appearance callbacks fire as in UIKit. Every screen on the stack stays a child and keeps
/// its state while covered. Esc, backspace and left pop when there is something to pop to.
@MainActor
package final class NavigationController: ViewController {
    /// The stack, root first.
    package private(set) var viewControllers: [ViewController]
    package let navigationBar = NavigationBar()

    package init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        title = rootViewController.title
    }

    package var topViewController: ViewController? { viewControllers.last }

    package override func viewDidLoad() {
        navigationBar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
        navigationBar.autoresizingMask = .flexibleWidth
        navigationBar.onBack = { [weak self] in self?.popViewController() }
        view.addSubview(navigationBar)
        for covered in viewControllers.dropLast() { addChild(covered) }
        if let top = topViewController {
            embed(top, frame: contentFrame)
            top.view.autoresizingMask = .fill
        }
        updateBar()
    }

    private var contentFrame: Rect {
        Rect(x: 0, y: 1, width: view.bounds.width, height: max(0, view.bounds.height - 1))
    }

    /// Covers the top screen with `controller`.
    package func pushViewController(_ controller: ViewController) {
        guard isViewLoaded, let top = topViewController else {
            viewControllers.append(controller)
            return
        }
        addChild(controller)
        viewControllers.append(controller)
        transition(from: top, to: controller) { [weak self] _ in
            guard let self else { return }
            controller.didMove(toParent: self)
        }
        updateBar()
    }

    /// Removes the top screen and shows the one below; nil when only the root is left.
    @discardableResult
    package func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return pop(to: viewControllers.count - 2).first
    }

    /// Pops every screen above the root; only the root sees appearance callbacks.
    @discardableResult
    package func popToRootViewController() -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        return pop(to: 0)
    }

    /// Leaves the screen at `index` on top and returns the screens removed, top first.
    private func pop(to index: Int) -> [ViewController] {
        let removed = Array(viewControllers[(index + 1)...].reversed())
        viewControllers.removeSubrange((index + 1)...)
        guard isViewLoaded, let top = removed.first, let target = topViewController else { return removed }
        for covered in removed.dropFirst() {
            covered.willMove(toParent: nil)
            covered.removeFromParent()
        }
        top.willMove(toParent: nil)
        transition(from: top, to: target) { _ in top.removeFromParent() }
        updateBar()
        return removed
    }

    private func updateBar() {
        navigationBar.title = topViewController?.title ?? ""
        navigationBar.backTitle =
            viewControllers.count > 1 ? viewControllers[viewControllers.count - 2].title ?? "" : nil
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard key.modifiers.isEmpty, viewControllers.count > 1 else { return false }
        switch key.key {
        case .escape, .backspace, .left: popViewController()
        default: return false
        }
        return true
    }
}

extension ViewController {
    /// The nearest navigation controller above this controller, if any.
    package var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }
}
