import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens

/// The seed sets the navigation bar's title white (`titleTextAttributes`); the demo follows it.
@Suite("Navigation bar title")
@MainActor
struct MenuTitleTests {
    @Test("The bar title is drawn in white, bold, from the theme's title colour")
    func whiteTitle() throws {
        let app = FlowHarness.demo(menuOver: AssetMenuContent(assets: Fixtures.assets))
        app.application.settle()
        let row = app.lines[0]
        let column = try #require(row.firstIndex(of: "H")).utf16Offset(in: row)
        let style = app.screen[column, 0].style
        #expect(style.foreground == Color.white)
        #expect(style.foreground == MenuTheme.titleColor)
        #expect(style.attributes.contains(.bold))
    }
}
