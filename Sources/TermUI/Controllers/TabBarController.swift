import TermCore

/// Switches between child controllers with a bar of titled tabs at the bottom, like
/// `UITabBarController`.
///
/// Each child keeps its own state while another tab shows: switching only swaps which child is
/// embedded. Tab / Shift-Tab move to the next or previous tab, digits 1–9 jump, and a click on
/// a title selects it; choosing the tab that is already showing takes its navigation stack back
/// to the root, as a tap does in UIKit. The selected tab is drawn in the accent colour and
/// reverse video, so it shows without colour too.
@MainActor
package final class TabBarController: ViewController {
    package private(set) var viewControllers: [ViewController] = []
    private var currentIndex = 0
    package var onSelect: ((Int) -> Void)?
    package let tabBar = TabBar()

    package override init() {
        super.init()
    }

    package func setViewControllers(_ controllers: [ViewController]) {
        for child in children { child.unembed() }
        viewControllers = controllers
        currentIndex = 0
        tabBar.titles = controllers.map { $0.title ?? "" }
        if isViewLoaded { showSelected() }
    }

    /// The tab showing; setting it is the same as ``select(_:)``.
    package var selectedIndex: Int {
        get { currentIndex }
        set { select(newValue) }
    }

    package var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    package override func viewDidLoad() {
        let bounds = view.bounds
        tabBar.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.onSelect = { [weak self] index in self?.choose(index) }
        view.addSubview(tabBar)
        showSelected()
    }

    private var contentFrame: Rect {
        Rect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - 1))
    }

    /// Shows the tab at `index`; the previous tab's controller keeps its state.
    package func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selectedIndex else { return }
        selectedViewController?.unembed()
        currentIndex = index
        showSelected()
        onSelect?(index)
    }

    /// A person chose the tab at `index`: select it, or take it back to its root if it shows.
    private func choose(_ index: Int) {
        if index == selectedIndex, let navigation = selectedViewController as? NavigationController {
            navigation.popToRootViewController()
        } else {
            select(index)
        }
    }

    private func showSelected() {
        tabBar.selectedIndex = selectedIndex
        guard let child = selectedViewController else { return }
        embed(child, frame: contentFrame)
        child.view.autoresizingMask = .fill
    }

    package override func handleKey(_ key: KeyEvent) -> Bool {
        guard !viewControllers.isEmpty else { return false }
        let count = viewControllers.count
        switch (key.key, key.modifiers) {
        case (.tab, []): choose((selectedIndex + 1) % count)
        case (.tab, .shift): choose((selectedIndex + count - 1) % count)
        case (.character(let digit), []) where digit.wholeNumberValue.map({ (1...count).contains($0) }) == true:
            choose(digit.wholeNumberValue! - 1)
        default: return false
        }
        return true
    }
}

/// The row of tab titles at the bottom of a ``TabBarController``.
@MainActor
package final class TabBar: View {
    package var titles: [String] = []
    package var selectedIndex = 0
    package var onSelect: ((Int) -> Void)?
    package var accentColor = Color(red: 253, green: 98, blue: 42)
    package var barColor: Color? = Color(red: 40, green: 40, blue: 40)
    package var textColor = Color(red: 200, green: 200, blue: 200)

    /// Each tab's column range: the bar is split into equal parts.
    func slots() -> [Range<Int>] {
        guard !titles.isEmpty else { return [] }
        let width = bounds.width
        return titles.indices.map { index in
            (index * width / titles.count)..<((index + 1) * width / titles.count)
        }
    }

    package override func draw(_ canvas: inout Canvas) {
        canvas.fill(bounds, style: Style(background: barColor))
        for (index, slot) in slots().enumerated() {
            let title = " \(titles[index]) "
            let x = slot.lowerBound + TextAlignment.center.offset(lineWidth: title.displayWidth, in: slot.count)
            let style =
                index == selectedIndex
                ? Style(foreground: accentColor, attributes: [.bold, .reverse])
                : Style(foreground: textColor)
            canvas.put(title, at: Point(x: x, y: 0), style: style)
        }
    }

    package override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, let index = slots().firstIndex(where: { $0.contains(event.position.x) }) else {
            return false
        }
        onSelect?(index)
        return true
    }
}
