import TermCore
import TermUI
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Home, End and a click on a dot slide straight to a page several pages away; the dots show
/// only the two pages the slide shows, flipping when the new one is half in view.
@Suite("Dots during jumps")
@MainActor
struct DotsDuringJumpsTests {
    /// The dots at every frame until the slide settles.
    private func dotsDuringSlide(_ harness: FlowHarness) -> [String] {
        var seen: [String] = []
        for _ in 0..<20 {
            harness.application.advance(by: .milliseconds(16))
            seen.append(harness.dots)
        }
        return seen
    }

    @Test("End from the first page marks only the first page, then the last")
    func end() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 24), motion: .full)
        harness.press("end")
        harness.application.advance(by: .milliseconds(64))
        #expect(harness.dots == "● ○ ○ ○")
        harness.application.advance(by: .milliseconds(16))
        #expect(harness.dots == "○ ○ ○ ●")
        let seen = dotsDuringSlide(harness)
        #expect(Set(seen).isSubset(of: ["● ○ ○ ○", "○ ○ ○ ●"]))
        #expect(seen.last == "○ ○ ○ ●")
    }

    @Test("A click on the first dot from the last page never marks a page in between")
    func clickBack() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 24), motion: .full)
        harness.press("end")
        harness.application.advance(by: .seconds(1))
        harness.click(x: (80 - 7) / 2, y: 22)
        let seen = dotsDuringSlide(harness)
        #expect(Set(seen).isSubset(of: ["○ ○ ○ ●", "● ○ ○ ○"]))
        #expect(seen.last == "● ○ ○ ○")
    }

    @Test("Home from the third page goes straight from the third dot to the first")
    func home() throws {
        let harness = FlowHarness(size: Size(width: 80, height: 24), motion: .full)
        harness.press("right", "right")
        harness.application.advance(by: .seconds(1))
        harness.press("home")
        let seen = dotsDuringSlide(harness)
        #expect(Set(seen).isSubset(of: ["○ ○ ● ○", "● ○ ○ ○"]))
        #expect(seen.last == "● ○ ○ ○")
    }
}
