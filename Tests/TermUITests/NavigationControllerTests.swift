import TermCore
import TestSupport
import Testing

@testable import TermUI

@Suite("Navigation controller")
@MainActor
struct NavigationControllerTests {
    let log = EventLog()

    /// A titled screen of focusable text, so keys reach the stack when it is on top.
    private func screen(_ title: String) -> ViewController {
        HostScreen(TextView(title + " body"), title: title)
    }

    /// A titled screen that records its callbacks.
    private func recording(_ title: String) -> RecordingController {
        let screen = RecordingController(title, log: log)
        screen.title = title
        return screen
    }

    private var appearances: [String] { log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } }

    private func makeStack(root: ViewController? = nil) -> (NavigationController, Harness) {
        let navigation = NavigationController(rootViewController: root ?? screen("Home"))
        let harness = Harness(size: Size(width: 30, height: 6), root: navigation)
        log.clear()
        return (navigation, harness)
    }

    @Test("The root screen shows its title and no back hint")
    func rootTitle() {
        let (_, harness) = makeStack()
        #expect(harness.lines[0] == "             Home")
        #expect(harness.lines[1] == "Home body")
        harness.assertSnapshot(named: "navigation-root")
    }

    @Test("A push shows the new screen under a back hint naming the one below")
    func push() {
        let (navigation, harness) = makeStack()
        navigation.pushViewController(screen("Post"))
        harness.redraw()
        #expect(harness.lines[0] == " ‹ Home      Post")
        #expect(harness.lines[1] == "Post body")
        harness.assertSnapshot(named: "navigation-pushed")  // back hint, title, body
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("Push and pop deliver appearance callbacks in UIKit's order")
    func appearanceOrder() {
        let (navigation, _) = makeStack(root: recording("Home"))
        navigation.pushViewController(recording("Post"))
        #expect(
            log.entries == [
                "Post.willMove(?)", "Post.viewDidLoad", "Post.viewWillAppear", "Home.viewWillDisappear",
                "Home.viewDidDisappear", "Post.viewDidAppear", "Post.didMove(?)",
            ])
        log.clear()
        navigation.popViewController()
        #expect(
            log.entries == [
                "Post.willMove(nil)", "Home.viewWillAppear", "Post.viewWillDisappear", "Post.viewDidDisappear",
                "Home.viewDidAppear", "Post.didMove(nil)",
            ])
    }

    @Test(
        "Esc, backspace and left each pop one screen, and do nothing on the root",
        arguments: ["esc", "backspace", "left"])
    func popKeys(key: String) {
        let (navigation, harness) = makeStack()
        navigation.pushViewController(screen("Post"))
        harness.redraw()
        harness.press(key)
        #expect(navigation.viewControllers.count == 1)
        #expect(harness.lines[0] == "             Home")
        #expect(navigation.handleKey(KeyEvent(key)!) == false)
    }

    @Test("A click on the back hint pops")
    func clickBack() {
        let (navigation, harness) = makeStack()
        navigation.pushViewController(screen("Post"))
        harness.redraw()
        harness.click(x: 2, y: 0)
        #expect(navigation.topViewController?.title == "Home")
    }

    @Test("Popping to the root skips the screens in between")
    func popToRoot() {
        let (navigation, harness) = makeStack(root: recording("Home"))
        let middle = recording("Middle")
        navigation.pushViewController(middle)
        navigation.pushViewController(recording("Top"))
        log.clear()
        let removed = navigation.popToRootViewController()
        harness.redraw()
        #expect(removed.map(\.title) == ["Top", "Middle"])
        #expect(middle.parent == nil)
        #expect(
            appearances == [
                "Home.viewWillAppear", "Top.viewWillDisappear", "Top.viewDidDisappear", "Home.viewDidAppear",
            ])
        #expect(navigation.topViewController?.title == "Home")
    }

    @Test("The title takes the configured style, like title text attributes")
    func titleStyle() {
        let (navigation, harness) = makeStack()
        let accent = Color(red: 253, green: 98, blue: 42)
        navigation.navigationBar.titleStyle = Style(foreground: accent, attributes: .bold)
        harness.redraw()
        let cell = harness.frame[13, 0]
        #expect(cell.grapheme == "H")
        #expect(cell.style.foreground == accent)
        #expect(cell.style.attributes == .bold)
    }

    @Test("A pushed screen's controller finds its navigation controller")
    func navigationControllerLookup() {
        let (navigation, _) = makeStack()
        let post = screen("Post")
        navigation.pushViewController(post)
        #expect(post.navigationController === navigation)
        #expect(post.parent === navigation)
    }
}
