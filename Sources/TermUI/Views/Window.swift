import TermCore

/// The screen: holds the root view controller, tracks focus, routes events and draws frames.
///
/// Setting ``rootViewController`` detaches the whole old tree and releases it once the new
/// root's first frame is on the screen (nothing is stacked), installs the new root at full size
/// with flexible width and height, and focuses its first focusable view. Keys go through the
/// responder chain from the focused view; an unhandled Tab or Shift-Tab then cycles focus.
/// Mouse events go to the deepest view under the pointer.
///
/// Below ``minimumSize`` the window draws a "Terminal too small" notice instead of the tree.
/// The tree itself is never laid out smaller than the minimum, so shrinking to 1×1 and growing
/// back brings back exactly the same screen and state; meanwhile only the unhandled-key
/// listener hears keys (so `q` still quits) and clicks are dropped, since nothing can be seen.
@MainActor
package final class Window {
    private let rootView: View
    private var screenSize: Size
    package private(set) weak var focusedView: View?
    /// The application whose loop drives this window (for timers and posting).
    package internal(set) weak var application: Application? {
        didSet {
            guard let application else { return }
            capabilities = TerminalCapabilities(backend: application.backend, usesUnicode: capabilities.usesUnicode)
        }
    }
    /// Hears keys nothing in the tree consumed (the app quits on `q` here).
    package var onUnhandledKey: ((KeyEvent) -> Void)?

    package init(size: Size) {
        screenSize = size
        rootView = View(frame: Rect(size: size))
        rootView.hostWindow = self
    }

    /// The screen size.
    package var size: Size {
        get { screenSize }
        set {
            screenSize = newValue
            rootView.frame.size = layoutSize
        }
    }

    /// The symbols its views draw besides text: Unicode, or ASCII for a locale that did not ask
    /// for UTF-8.
    package var glyphs = Glyphs.unicode
    /// The words its views say besides the app's text (the "more" hint, the too-small notice).
    package var words = InterfaceWords()

    /// What the terminal can show, handed down to the views (``View/capabilities``): the only
    /// place below the application where the backend is read. ``glyphs`` follow its Unicode.
    package var capabilities = TerminalCapabilities() {
        didSet {
            if capabilities.usesUnicode != oldValue.usesUnicode { glyphs = Glyphs.forUnicode(capabilities.usesUnicode) }
        }
    }

    /// The smallest screen the content fits; nil for no limit.
    package var minimumSize: Size? {
        didSet { rootView.frame.size = layoutSize }
    }

    /// Whether the screen is below ``minimumSize`` and shows the notice instead of the tree.
    package var isTooSmall: Bool {
        guard let minimumSize else { return false }
        return screenSize.width < minimumSize.width || screenSize.height < minimumSize.height
    }

    /// The size the tree is laid out at: the screen's, but never below the minimum.
    private var layoutSize: Size {
        guard let minimumSize else { return screenSize }
        return Size(width: max(screenSize.width, minimumSize.width), height: max(screenSize.height, minimumSize.height))
    }

    /// The root ``rootViewController`` last replaced, detached, until ``releaseReplacedRoot()``.
    private var replacedRoot: ViewController?

    /// Frees the tree of the root last replaced; the application calls it once a frame is out.
    func releaseReplacedRoot() {
        replacedRoot = nil
    }

    /// What the window shows; setting it replaces the previous tree, released after the next
    /// frame.
    package var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                oldValue.removeViewFromScreen()
                oldValue.view.autoresizingMask = []
                // Detached now, freed once the new root's first frame is out (the application
                // renders): freeing the old tree, a tenth of Enter app's work, does not delay it.
                if application != nil { replacedRoot = oldValue }
            }
            focusedView = nil
            if let root = rootViewController {
                let view = root.loadViewIfNeeded(frame: rootView.bounds)
                view.frame = rootView.bounds
                view.autoresizingMask = .fill
                root.beginAppearance(true)
                rootView.addSubview(view)
                root.endAppearance(true)
            }
            repairFocus()
        }
    }

    /// Routes one event: a new size, a key through the responder chain, or a mouse action.
    package func handle(_ event: Event) {
        switch event {
        case .resize(let newSize):
            size = newSize
        case .key(let key) where isTooSmall:
            onUnhandledKey?(key)
        case .key(let key):
            handleKey(key)
        case .mouse where isTooSmall:
            break
        case .mouse(let mouse):
            handleMouse(mouse)
        }
        repairFocus()
    }

    private func handleKey(_ key: KeyEvent) {
        var responder: Responder? = focusedView ?? rootViewController?.view
        while let current = responder {
            if current.handleKey(key) { return }
            responder = current.nextResponder
        }
        if key.key == .tab, key.modifiers.isSubset(of: .shift) {
            moveFocus(by: key.modifiers.contains(.shift) ? -1 : 1)
        } else {
            onUnhandledKey?(key)
        }
    }

    private func handleMouse(_ mouse: MouseEvent) {
        var view = rootView.hitTest(mouse.position)
        while let current = view, current !== rootView {
            let origin = current.convertToWindow(.zero)
            if current.handleMouse(MouseEvent(mouse.kind, at: mouse.position - origin)) { return }
            view = current.superview
        }
    }

    /// Moves focus to `view` if it can take it.
    package func focus(_ view: View) {
        if isFocusable(view) { focusedView = view }
    }

    /// Visible, enabled, focusable views in tree order.
    package var focusableViews: [View] {
        var result: [View] = []
        visitFocusable(under: rootView) { view in
            result.append(view)
            return false
        }
        return result
    }

    /// Calls `stop` with each of ``focusableViews`` under `view` in tree order until it returns
    /// true; returns whether it did.
    @discardableResult
    private func visitFocusable(under view: View, until stop: (View) -> Bool) -> Bool {
        guard !view.isHidden else { return false }
        if view.canFocus, view.isEnabled, stop(view) { return true }
        for subview in view.subviews where visitFocusable(under: subview, until: stop) { return true }
        return false
    }

    /// Cycles focus forward (1) or backward (-1), wrapping at the ends.
    package func moveFocus(by step: Int) {
        let views = focusableViews
        guard !views.isEmpty else { return }
        let current = views.firstIndex { $0 === focusedView }
        let next = current.map { ($0 + step + views.count) % views.count } ?? (step > 0 ? 0 : views.count - 1)
        focusedView = views[next]
    }

    /// Moves focus to the first focusable view when the focused one left, hid or was disabled.
    ///
    /// The walk stops at that view, without listing the rest of the tree (a new root's whole
    /// tree, after a root swap).
    package func repairFocus() {
        if let focusedView, isFocusable(focusedView) { return }
        var first: View?
        visitFocusable(under: rootView) { view in
            first = view
            return true
        }
        focusedView = first
    }

    private func isFocusable(_ view: View) -> Bool {
        view.canFocus && view.isEnabled && !view.isHiddenInTree && view.isDescendant(of: rootView)
    }

    /// Draws the whole tree into a fresh frame.
    package func render() -> CellBuffer {
        var frame = CellBuffer(size: size)
        render(into: &frame)
        return frame
    }

    /// Draws the whole tree into `frame`, blanked and sized to the window first.
    ///
    /// Reusing a frame whose storage nothing else holds costs no allocation (the run loop keeps
    /// the one from two frames ago for this).
    package func render(into frame: inout CellBuffer) {
        if let minimumSize, isTooSmall {
            frame = TooSmallNotice.render(size: screenSize, minimum: minimumSize, glyphs: glyphs, words: words)
            return
        }
        repairFocus()
        frame.reset(size: size)
        var canvas = Canvas(buffer: frame)
        frame = CellBuffer(size: .zero)
        rootView.render(into: &canvas)
        swap(&frame, &canvas.buffer)
        frame.cursor = focusedView.flatMap { view in
            view.cursorPosition.map(view.convertToWindow).flatMap { frame.bounds.contains($0) ? $0 : nil }
        }
    }
}
