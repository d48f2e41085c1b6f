import Foundation
import Onboarding
import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import DemoScreens

@Suite("Me tab and the stored share choice")
@MainActor
struct MeScreenTests {
    @Test("Toggling the share switch changes the choice in the state file, and the switch shows it")
    func shareSwitch() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = FlowHarness.demo(stateDirectory: directory)
        app.play("press right*3 enter 4 down")
        #expect(app.selectedLine?.hasSuffix("[x]") == true)
        #expect(try FileStateStore(directory: directory).load()?.share == true)
        app.play("press enter")
        #expect(app.selectedLine?.hasSuffix("[ ]") == true)
        #expect(try FileStateStore(directory: directory).load()?.share == false)
        app.play("press space")
        #expect(app.selectedLine?.hasSuffix("[x]") == true)
        #expect(try FileStateStore(directory: directory).load()?.share == true)
    }

    @Test("The switch starts from the choice made on the last onboarding page")
    func switchShowsStoredChoice() {
        let app = FlowHarness.demo()
        app.play("press right*3 tab space enter 4 down")
        #expect(app.flow.isShareEnabled == false)
        #expect(app.selectedLine?.hasSuffix("[ ]") == true)
    }

    @Test("Space flips the share switch whichever row of Me is selected")
    func spaceFromAnyRow() {
        let app = FlowHarness.demo()
        app.play("press right*3 enter 4")
        #expect(app.flow.isShareEnabled == true)
        app.play("press space")
        #expect(app.flow.isShareEnabled == false)
        app.play("press down*3 space")
        #expect(app.flow.isShareEnabled == true)
        #expect(app.selectedLine?.hasPrefix("› About") == true)
        #expect(app.lines.contains { $0.contains("Share with everyone") && $0.hasSuffix("[x]") })
    }
}
