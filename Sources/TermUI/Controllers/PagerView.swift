import TermCore

/// The page view controller's root view: relays resizes and the mouse wheel.
@MainActor
final class PagerView: View {
    weak var controller: PageViewController?

    init(controller: PageViewController) {
        self.controller = controller
        super.init()
    }

    override func layoutSubviews() {
        controller?.viewDidResize()
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        controller?.handleWheel(event.kind) ?? false
    }
}
