import TermCore
import Testing

@testable import TermUI

@Suite("Containment and appearance")
@MainActor
struct ContainmentTests {
    private func visibleParent(_ log: EventLog) -> (Application, RecordingController) {
        let (app, _) = makeApplication()
        let parent = RecordingController("parent", log: log)
        app.window.rootViewController = parent
        log.clear()
        return (app, parent)
    }

    @Test("Embedding a child runs willMove, viewDidLoad, the appearance pair, then didMove")
    func addOrder() {
        let log = EventLog()
        let (app, parent) = visibleParent(log)
        let child = RecordingController("child", log: log)
        parent.embed(child, frame: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(
            log.entries == [
                "child.willMove(parent)", "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
                "child.didMove(parent)",
            ])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1)
        _ = app
    }

    @Test("Removing a child runs willMove(nil), the disappearance pair, then didMove(nil)")
    func removeOrder() {
        let log = EventLog()
        let (app, parent) = visibleParent(log)
        let child = RecordingController("child", log: log)
        parent.embed(child, frame: .zero)
        log.clear()
        child.unembed()
        #expect(
            log.entries == [
                "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
            ])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(child.view.superview == nil)
        _ = app
    }

    @Test("UIKit's manual steps: addChild calls willMove, removeFromParent calls didMove(nil)")
    func manualSteps() {
        let log = EventLog()
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)
        parent.addChild(child)
        child.removeFromParent()
        #expect(log.entries == ["child.willMove(parent)", "child.didMove(nil)"])
    }

    @Test("A transition swaps the views with appearance in UIKit's order")
    func transitionOrder() {
        let log = EventLog()
        let (app, parent) = visibleParent(log)
        let old = RecordingController("old", log: log)
        let new = RecordingController("new", log: log)
        parent.embed(old, frame: Rect(x: 0, y: 0, width: 10, height: 2))
        log.clear()
        parent.addChild(new)
        old.willMove(toParent: nil)
        var completed = false
        parent.transition(from: old, to: new) { finished in
            completed = finished
            old.removeFromParent()
            new.didMove(toParent: parent)
        }
        #expect(
            log.entries == [
                "new.willMove(parent)", "old.willMove(nil)", "new.viewDidLoad", "new.viewWillAppear",
                "old.viewWillDisappear", "old.viewDidDisappear", "new.viewDidAppear", "old.didMove(nil)",
                "new.didMove(parent)",
            ])
        #expect(completed)
        #expect(new.view.frame == Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(old.view.superview == nil)
        _ = app
    }

    /// A parent on screen showing `old`, with `new` added as a child and ready to swap in.
    private func transitionSetup() -> (Application, RecordingController, RecordingController, RecordingController) {
        let (app, _) = makeApplication(width: 20, height: 4)
        let log = EventLog()
        let parent = RecordingController("parent", log: log)
        app.window.rootViewController = parent
        let old = RecordingController("old", log: log)
        let new = RecordingController("new", log: log)
        parent.embed(old, frame: parent.view.bounds)
        parent.addChild(new)
        return (app, parent, old, new)
    }

    @Test("An animated transition slides on the clock and ends in place")
    func animatedTransition() {
        let (app, parent, old, new) = transitionSetup()
        var completed = false
        parent.transition(from: old, to: new, animated: true) { completed = $0 }
        app.advance(by: .milliseconds(64))
        #expect(!completed)
        #expect(new.view.frame.minX > 0 && new.view.frame.minX < 20)
        app.advance(by: .milliseconds(200))
        #expect(completed)
        #expect(new.view.frame.minX == 0)
    }

    @Test("An animated transition takes the duration it is given")
    func transitionDuration() {
        let (app, parent, old, new) = transitionSetup()
        var completed = false
        parent.transition(from: old, to: new, animated: true, duration: .milliseconds(300)) { completed = $0 }
        app.advance(by: .milliseconds(150))
        #expect(!completed)
        #expect(new.view.frame.minX == 10)
        app.advance(by: .milliseconds(150))
        #expect(completed)
        #expect(new.view.frame.minX == 0)
    }

    @Test("Setting the window's root shows the new tree and releases the old one after its frame")
    func rootSwapReleases() {
        let (app, _) = makeApplication()
        let log = EventLog()
        weak var oldRoot: RecordingController?
        weak var oldChild: RecordingController?
        weak var oldView: View?
        do {
            let root = RecordingController("root", log: log)
            let child = RecordingController("child", log: log)
            app.window.rootViewController = root
            root.embed(child, frame: Rect(x: 0, y: 0, width: 5, height: 1))
            let label = Label("old screen")
            root.view.addSubview(label)
            oldRoot = root
            oldChild = child
            oldView = label
        }
        app.render()
        #expect(oldRoot != nil)
        log.clear()
        app.window.rootViewController = RecordingController("menu", log: log)
        // Detached at once, freed only once the new root's frame is out (it does not wait for that).
        #expect(oldRoot?.view.superview == nil)
        #expect(oldRoot != nil)
        app.render()
        #expect(log.entries.starts(with: ["root.viewWillDisappear", "child.viewWillDisappear"]))
        #expect(oldRoot == nil)
        #expect(oldChild == nil)
        #expect(oldView == nil)
    }

    @Test("The root gets the whole window and follows its size")
    func rootFillsWindow() {
        let (app, backend) = makeApplication(width: 30, height: 8)
        let root = ViewController()
        app.window.rootViewController = root
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 30, height: 8))
        backend.resize(to: Size(width: 50, height: 12))
        app.handle(.resize(Size(width: 50, height: 12)))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 50, height: 12))
    }

    @Test("A container gives a child its final frame before viewDidLoad")
    func frameBeforeLoad() {
        final class SizeReader: ViewController {
            var sizeAtLoad: Size?
            override func viewDidLoad() { sizeAtLoad = view.frame.size }
        }
        let parent = ViewController()
        let child = SizeReader()
        parent.embed(child, frame: Rect(x: 0, y: 20, width: 80, height: 4))
        #expect(child.sizeAtLoad == Size(width: 80, height: 4))
    }
}
