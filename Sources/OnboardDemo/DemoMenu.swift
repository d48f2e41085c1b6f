import Onboarding
import TermCore
import TermUI

/// The demo app's main menu: Home, Messages, Discover and Me, each a navigation stack.
///
/// Strings and content come from the assets folder's `menu` subfolder; each tab loads its
/// content on a background queue the first time it shows.
@MainActor
public enum DemoMenu {
    /// The menu as the app's main screen after the onboarding.
    ///
    /// Its title bar, six list rows and a tab bar whose four titles need 40 columns make 40×8
    /// the smallest screen it is drawn on.
    public static func mainScreen(assets directory: String, language: Language) -> MainScreen {
        MainScreen(minimumSize: Size(width: 40, height: 8)) { flow in
            make(flow: flow, assets: directory, language: language, content: AssetMenuContent(assets: directory))
        }
    }

    /// The menu over any content source (tests use sources that fail or hold their answer back).
    static func make(
        flow: AppFlow, assets directory: String, language: Language, content: any MenuContentSource
    ) -> TabBarController {
        let strings = MenuStrings.load(assets: directory, language: language)
        let screens: [ListScreen] = [
            HomeScreen(content: content, strings: strings),
            MessagesScreen(content: content, strings: strings),
            DiscoverScreen(content: content, strings: strings),
            MeScreen(content: content, strings: strings, flow: flow),
        ]
        let tabs = TabBarController()
        tabs.tabBar.accentColor = MenuTheme.accent
        tabs.setViewControllers(
            screens.map { screen in
                let navigation = NavigationController(rootViewController: screen)
                navigation.navigationBar.titleStyle = MenuTheme.titleStyle
                return navigation
            })
        return tabs
    }
}
