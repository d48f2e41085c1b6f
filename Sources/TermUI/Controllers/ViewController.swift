import TermCore

/// Owns a view tree and its behaviour, shaped like `UIViewController`.
///
/// The view loads lazily (``loadView()`` then ``viewDidLoad()``), appearance callbacks run as
/// the view enters and leaves the window, and controllers contain controllers through
/// ``addChild(_:)`` and ``removeFromParent()`` in UIKit's documented order (see
/// `ViewController+Containment.swift`). A controller is the next responder of its root view, so
/// keys its views ignore reach it, then its parent.
@MainActor
open class ViewController: Responder {
    package internal(set) weak var parent: ViewController?
    package internal(set) var children: [ViewController] = []
    /// Shown by containers: tab items, navigation bars.
    public var title: String?
    private var loadedView: View?
    /// Whether the view is in a window between `viewDidAppear` and `viewWillDisappear`.
    package internal(set) var isVisible = false

    public override init() {
        super.init()
    }

    package var isViewLoaded: Bool { loadedView != nil }

    /// The root view, loaded on first use.
    public var view: View {
        get { loadViewIfNeeded() }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue.owningController = self
        }
    }

    /// Loads the view if needed, first giving it `frame` so `viewDidLoad` sees its final size.
    @discardableResult
    package func loadViewIfNeeded(frame: Rect? = nil) -> View {
        if let loadedView { return loadedView }
        loadView()
        let view = loadedView ?? View()
        if loadedView == nil { self.view = view }
        if let frame { view.frame = frame }
        viewDidLoad()
        return view
    }

    /// Creates the root view; override to set ``view`` to a custom one.
    open func loadView() {
        view = View()
    }

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}
    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    /// The application running this controller's window, once it is on screen.
    package var application: Application? { loadedView?.window?.application }

    package override var nextResponder: Responder? { loadedView?.superview ?? parent }

    /// Delivers viewWillAppear (or Disappear) to this controller and its on-screen children.
    func beginAppearance(_ appearing: Bool) {
        appearing ? viewWillAppear() : viewWillDisappear()
        for child in childrenInView { child.beginAppearance(appearing) }
    }

    /// Delivers viewDidAppear (or Disappear) to this controller and its on-screen children.
    func endAppearance(_ appearing: Bool) {
        isVisible = appearing
        appearing ? viewDidAppear() : viewDidDisappear()
        for child in childrenInView { child.endAppearance(appearing) }
    }

    private var childrenInView: [ViewController] {
        guard let loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: loadedView) ?? false }
    }
}
