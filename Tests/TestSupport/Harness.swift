import TermCore
import TermUI

/// A root controller on a headless screen, driven by events and read as text.
@MainActor
package struct Harness {
    package let backend: HeadlessBackend
    package let application: Application

    package init(size: Size = Size(width: 40, height: 10), root: ViewController, motion: Motion = .reduced) {
        backend = HeadlessBackend(size: size)
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        application.window.rootViewController = root
        application.runPending()
    }

    package var window: Window { application.window }

    /// Presses keys by their canonical names and renders.
    package func press(_ names: String...) {
        for name in names {
            guard let key = KeyEvent(name) else { fatalError("unknown key \(name)") }
            application.handle(.key(key))
        }
        application.runPending()
    }

    package func click(x: Int, y: Int) {
        application.handle(.mouse(MouseEvent(.click, at: Point(x: x, y: y))))
        application.runPending()
    }

    package func scroll(_ kind: MouseEvent.Kind, x: Int = 1, y: Int = 1) {
        application.handle(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
        application.runPending()
    }

    package func resize(to size: Size) {
        backend.resize(to: size)
        application.handle(.resize(size))
        application.runPending()
    }

    /// Renders after a change made without an event (events render by themselves).
    package func redraw() {
        application.render()
    }

    package var frame: CellBuffer { application.currentFrame ?? window.render() }

    package var lines: [String] { frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
