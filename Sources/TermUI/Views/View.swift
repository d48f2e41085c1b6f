import TermCore

/// A rectangle on screen that draws itself and holds subviews, shaped like `UIView`.
///
/// Frames are in the superview's coordinates; drawing happens in local coordinates on a
/// clipped ``Canvas``, so a view never paints outside itself. When a view's size changes its
/// subviews follow their ``autoresizingMask`` and then ``layoutSubviews()`` runs for anything
/// computed. Views are reference types on the main actor: the window walks the same tree to
/// draw, route keys and hit-test the mouse.
@MainActor
open class View: Responder {
    package private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// Set on a view controller's root view: the controller is its next responder.
    weak var owningController: ViewController?
    /// Set on the window's own root view only.
    weak var hostWindow: Window?

    package var isHidden = false
    /// Disabled views take no focus and no clicks.
    package var isEnabled = true
    /// Filled behind the content; translucent colours blend over what is below.
    public var backgroundColor: Color?
    package var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow their masks when this view's size changes.
    package var autoresizesSubviews = true

    public var frame: Rect {
        didSet {
            guard frame.size != oldValue.size else { return }
            if autoresizesSubviews {
                for subview in subviews where !subview.autoresizingMask.isEmpty {
                    subview.frame = subview.autoresizingMask.resize(
                        subview.frame, from: oldValue.size, to: frame.size)
                }
            }
            layoutSubviews()
        }
    }

    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    /// The view's own coordinate space: origin zero, the frame's size.
    public var bounds: Rect { Rect(size: frame.size) }

    /// Whether this view can hold keyboard focus (controls say yes).
    open var canFocus: Bool { false }

    /// What the terminal can show, handed down from the window; the defaults outside a window.
    package var capabilities: TerminalCapabilities { window?.capabilities ?? TerminalCapabilities() }

    /// The window this view is shown in, if any.
    package var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current.hostWindow { return window }
            view = current.superview
        }
        return nil
    }

    package var isFocused: Bool { window?.focusedView === self }

    /// Where the terminal's cursor sits while this view has focus, in its own coordinates: on
    /// the box of a checkbox, a button's title, a table's selected row; nil for none.
    package var cursorPosition: Point? { nil }

    /// Hidden itself or inside a hidden superview.
    package var isHiddenInTree: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    package override var nextResponder: Responder? { owningController ?? superview }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether `view` is this view or one of its descendants.
    package func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Places subviews that autoresizing cannot, such as centred or visible-row layouts.
    open func layoutSubviews() {}

    /// Draws this view's own content in local coordinates; subviews draw on top afterwards.
    open func draw(_ canvas: inout Canvas) {}

    /// Draws this view and its subviews into `canvas` (in the superview's coordinates).
    package func render(into canvas: inout Canvas) {
        guard !isHidden else { return }
        canvas.withRegion(frame) { local in
            if let backgroundColor { local.paintBackground(backgroundColor, in: bounds) }
            draw(&local)
            for subview in subviews { subview.render(into: &local) }
        }
    }

    /// The deepest visible, enabled view under a local point, or nil.
    package func hitTest(_ point: Point) -> View? {
        guard !isHidden, isEnabled, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(point - subview.frame.origin) { return hit }
        }
        return self
    }

    /// Handles a mouse event at a local position; returns true when consumed.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// Converts a point in this view's coordinates to the window's.
    package func convertToWindow(_ point: Point) -> Point {
        var result = point
        var view: View? = self
        while let current = view, current.hostWindow == nil {
            result = result + current.frame.origin
            view = current.superview
        }
        return result
    }
}
