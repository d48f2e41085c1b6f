import TermCore
import TermUI

/// A root controller on a headless screen, driven by events and read as text.
@MainActor
public struct Harness {
    public let backend: HeadlessBackend
    public let application: Application

    public init(size: Size = Size(width: 40, height: 10), root: ViewController, motion: Motion = .reduced) {
        backend = HeadlessBackend(size: size)
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        application.window.rootViewController = root
        application.runPending()
    }

    public var window: Window { application.window }

    /// Presses keys by their canonical names and renders.
    public func press(_ names: String...) {
        for name in names {
            guard let key = KeyEvent(name) else { fatalError("unknown key \(name)") }
            application.handle(.key(key))
        }
        application.runPending()
    }

    public func click(x: Int, y: Int) {
        application.handle(.mouse(MouseEvent(.click, at: Point(x: x, y: y))))
        application.runPending()
    }

    public func scroll(_ kind: MouseEvent.Kind, x: Int = 1, y: Int = 1) {
        application.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        application.runPending()
    }

    public func resize(to size: Size) {
        backend.resize(to: size)
        application.handle(.resize(size))
        application.runPending()
    }

    /// Renders after a change made without an event (events render by themselves).
    public func redraw() {
        application.render()
    }

    public var frame: CellBuffer { application.currentFrame ?? window.render() }

    public var lines: [String] { frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
