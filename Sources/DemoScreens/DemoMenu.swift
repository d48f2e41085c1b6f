import Onboarding
import TermCore
import TermUI

/// The demo app's main menu: Home, Messages, Discover and Me, each a navigation stack.
///
/// Strings and content come from the assets folder's `menu` subfolder, read on background
/// queues for all four tabs as soon as the first one shows (``MenuPreload``).
@MainActor
package enum DemoMenu {
    /// The menu as the app's main screen after the onboarding.
    ///
    /// Its title bar, six list rows and a tab bar whose four titles need 40 columns make 40×8
    /// the smallest screen it is drawn on.
    ///
    /// From the person's first key on the pages, the menu's strings and Home's content are read
    /// ahead (``MainScreen/prepare``), so "Enter app" draws its rows in the first frame; a menu
    /// made again later reuses what was read. Strings not read by then are read at once.
    package static func mainScreen(assets directory: String, language: Language) -> MainScreen {
        let preload = MenuPreload(content: AssetMenuContent(assets: directory))
        let strings = PreloadedValue { MenuStrings.load(assets: directory, language: language) }
        return MainScreen(
            minimumSize: Size(width: 40, height: 8),
            prepare: { application in
                strings.start(on: application)  // first: a small file, or none
                preload.start(preload.timeline, on: application)
            },
            make: { flow in
                let read = (try? strings.result?.get()) ?? MenuStrings.load(assets: directory, language: language)
                return make(flow: flow, strings: read, preload: preload)
            })
    }

    /// The menu over any content source (tests use sources that fail or hold their answer back).
    static func make(
        flow: AppFlow, assets directory: String, language: Language, content: any MenuContentSource
    ) -> TabBarController {
        make(
            flow: flow, strings: MenuStrings.load(assets: directory, language: language),
            preload: MenuPreload(content: content))
    }

    private static func make(flow: AppFlow, strings: MenuStrings, preload: MenuPreload) -> TabBarController {
        let screens: [ListScreen] = [
            HomeScreen(preload: preload, strings: strings),
            MessagesScreen(preload: preload, strings: strings),
            DiscoverScreen(preload: preload, strings: strings),
            MeScreen(preload: preload, strings: strings, flow: flow),
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
