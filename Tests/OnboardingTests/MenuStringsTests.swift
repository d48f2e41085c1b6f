import Onboarding
import Testing

@testable import DemoScreens

@Suite("Menu strings")
struct MenuStringsTests {
    @Test("Placeholders are filled in; unknown names and lone braces stay as written")
    func format() {
        let strings = MenuStrings(
            language: .english,
            table: [
                "postCount": LocalizedText(["en": "{count} posts, {count} again, {missing} and { alone"]),
                "aboutText": LocalizedText(["en": "Onboard {version}"]),
            ])
        #expect(strings.format(.postCount, ["count": "12"]) == "12 posts, 12 again, {missing} and { alone")
        #expect(strings.format(.aboutText, ["version": "2.1.0"]) == "Onboard 2.1.0")
        #expect(strings.format(.share, ["version": "x"]) == "Share with everyone")
        #expect(MenuStrings(language: .english).format(.postCount, ["count": "3"]) == "3 posts")
    }
}
