import Onboarding
import TermCore
import TermUI

/// The demo app's main menu: four tabs, each a titled screen.
@MainActor
enum DemoMenu {
    static func make(flow: AppFlow) -> ViewController {
        let tabs = TabBarController()
        tabs.setViewControllers(["Home", "Messages", "Discover", "Me"].map(TitledScreen.init))
        return tabs
    }
}

/// A screen that shows its title in a bar at the top.
@MainActor
final class TitledScreen: ViewController {
    init(title: String) {
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        let label = Label(title ?? "", style: Style(attributes: .bold), alignment: .center)
        label.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
        label.autoresizingMask = .flexibleWidth
        view.addSubview(label)
    }
}
