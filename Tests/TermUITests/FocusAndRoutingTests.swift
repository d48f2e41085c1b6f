import TermCore
import Testing

@testable import TermUI

@Suite("Focus and key routing")
@MainActor
struct FocusAndRoutingTests {
    /// A root controller with three focusable views in a row.
    private func makeScreen() -> (Application, [FocusableView], ViewController) {
        let (app, _) = makeApplication()
        let root = ViewController()
        app.window.rootViewController = root
        let views = (0..<3).map { index in FocusableView(frame: Rect(x: index * 5, y: 0, width: 4, height: 1)) }
        for view in views { root.view.addSubview(view) }
        app.window.repairFocus()
        return (app, views, root)
    }

    @Test("The first focusable view takes focus, Tab cycles forward and wraps")
    func tabCycles() {
        let (app, views, _) = makeScreen()
        #expect(app.window.focusedView === views[0])
        app.handle(.key(KeyEvent(.tab)))
        #expect(app.window.focusedView === views[1])
        app.handle(.key(KeyEvent(.tab)))
        app.handle(.key(KeyEvent(.tab)))
        #expect(app.window.focusedView === views[0])
    }

    @Test("Shift-Tab cycles backward and wraps")
    func shiftTabCycles() {
        let (app, views, _) = makeScreen()
        app.handle(.key(KeyEvent(.tab, modifiers: .shift)))
        #expect(app.window.focusedView === views[2])
    }

    @Test("Hidden and disabled views are skipped")
    func skipsHiddenAndDisabled() {
        let (app, views, _) = makeScreen()
        views[1].isHidden = true
        app.handle(.key(KeyEvent(.tab)))
        #expect(app.window.focusedView === views[2])
        views[1].isHidden = false
        views[0].isEnabled = false
        app.handle(.key(KeyEvent(.tab)))
        #expect(app.window.focusedView === views[1])
    }

    @Test("Focus is repaired when the focused view leaves the tree")
    func repaired() {
        let (app, views, _) = makeScreen()
        app.handle(.key(KeyEvent(.tab)))
        views[1].removeFromSuperview()
        app.render()
        #expect(app.window.focusedView === views[0])
    }

    @Test("Repair takes the first focusable view in tree order, past hidden subtrees and disabled views")
    func repairTakesTheFirstInTreeOrder() {
        let (app, _) = makeApplication()
        let root = ViewController()
        app.window.rootViewController = root
        let hidden = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        hidden.isHidden = true
        hidden.addSubview(FocusableView(frame: Rect(x: 0, y: 0, width: 4, height: 1)))
        let disabled = FocusableView(frame: Rect(x: 5, y: 0, width: 4, height: 1))
        disabled.isEnabled = false
        let container = View(frame: Rect(x: 10, y: 0, width: 10, height: 1))
        let plain = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        let nested = FocusableView(frame: Rect(x: 5, y: 0, width: 4, height: 1))
        container.addSubview(plain)
        container.addSubview(nested)
        let last = FocusableView(frame: Rect(x: 20, y: 0, width: 4, height: 1))
        for view in [hidden, disabled, container, last] { root.view.addSubview(view) }
        app.window.repairFocus()
        #expect(app.window.focusedView === nested)
        #expect(app.window.focusableViews.first === nested)
    }

    @Test("An unhandled key goes from the focused view to its controller and then the parent")
    func responderChain() {
        final class KeyController: ViewController {
            let name: String
            var log: [String] = []
            let consumes: Bool
            init(_ name: String, consumes: Bool) {
                self.name = name
                self.consumes = consumes
                super.init()
            }
            override func handleKey(_ key: KeyEvent) -> Bool {
                log.append("\(name) \(key)")
                return consumes
            }
        }
        let (app, _) = makeApplication()
        let parent = KeyController("parent", consumes: true)
        let child = KeyController("child", consumes: false)
        app.window.rootViewController = parent
        parent.embed(child, frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let field = FocusableView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        child.view.addSubview(field)
        app.window.focus(field)
        app.handle(.key(KeyEvent(.character("x"))))
        #expect(field.received == [KeyEvent(.character("x"))])
        #expect(child.log == ["child x"])
        #expect(parent.log == ["parent x"])
    }

    @Test("A key nothing consumes reaches the window's fallback; Tab does not")
    func fallback() {
        let (app, _, _) = makeScreen()
        var unhandled: [KeyEvent] = []
        app.window.onUnhandledKey = { unhandled.append($0) }
        app.handle(.key(KeyEvent(.character("q"))))
        app.handle(.key(KeyEvent(.tab)))
        #expect(unhandled == [KeyEvent(.character("q"))])
    }
}

@Suite("Mouse")
@MainActor
struct MouseTests {
    @Test("A click on a button presses it and focuses it")
    func clickPresses() {
        let (app, _) = makeApplication(motion: .reduced)
        let root = ViewController()
        app.window.rootViewController = root
        var presses = 0
        let button = Button(title: "Go", frame: Rect(x: 10, y: 3, width: 8, height: 1)) { presses += 1 }
        root.view.addSubview(button)
        app.handle(.mouse(MouseEvent(.click, at: Point(x: 12, y: 3))))
        #expect(presses == 1)
        #expect(app.window.focusedView === button)
        app.handle(.mouse(MouseEvent(.click, at: Point(x: 30, y: 3))))
        #expect(presses == 1)
    }

    @Test("A click on a hidden view does nothing")
    func hiddenIgnoresClicks() {
        let (app, _) = makeApplication(motion: .reduced)
        let root = ViewController()
        app.window.rootViewController = root
        var presses = 0
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 8, height: 1)) { presses += 1 }
        button.isHidden = true
        root.view.addSubview(button)
        app.handle(.mouse(MouseEvent(.click, at: Point(x: 2, y: 0))))
        #expect(presses == 0)
    }

    @Test("A click inside a nested view arrives in that view's own coordinates")
    func localCoordinates() {
        final class ClickCatcher: View {
            var points: [Point] = []
            override func handleMouse(_ event: MouseEvent) -> Bool {
                points.append(event.position)
                return true
            }
        }
        let (app, _) = makeApplication()
        let root = ViewController()
        app.window.rootViewController = root
        let outer = View(frame: Rect(x: 5, y: 2, width: 20, height: 5))
        let inner = ClickCatcher(frame: Rect(x: 3, y: 1, width: 5, height: 2))
        outer.addSubview(inner)
        root.view.addSubview(outer)
        app.handle(.mouse(MouseEvent(.click, at: Point(x: 9, y: 4))))
        #expect(inner.points == [Point(x: 1, y: 1)])
    }
}
