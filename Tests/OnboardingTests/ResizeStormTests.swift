import TermCore
import FlowSupport
import TestSupport
import Testing

/// A storm of random sizes never crashes, and afterwards the screen is exactly what a fresh
/// start at the final size would draw, in the same state.
@Suite("Resize storm")
@MainActor
struct ResizeStormTests {
    /// Last page, share turned off, focus on the button: the state a storm must not lose.
    private static let keys = "right*3 tab space tab"

    @Test("1 000 random sizes from 1×1 to 400×200, then the frame equals a fresh render", arguments: [1, 2])
    func storm(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let app = FlowHarness.demo(size: Size(width: 80, height: 24))
        try app.press(Self.keys)
        var final = Size.zero
        for _ in 0..<1000 {
            final = Size(
                width: Int.random(in: 1...400, using: &random), height: Int.random(in: 1...200, using: &random))
            app.resize(to: final)
            #expect(app.frame.size == final)
        }
        let fresh = FlowHarness.demo(size: final)
        try fresh.press(Self.keys)
        #expect(firstDifference(app.frame, fresh.frame) == nil, "seed \(seed), final size \(final)")
        #expect(app.frame.text.contains("[ ] Share with everyone") || app.application.window.isTooSmall)
    }

    @Test(
        "Every size a storm may end on draws the same as a fresh start",
        arguments: [
            Size(width: 40, height: 10), Size(width: 41, height: 11), Size(width: 400, height: 200),
            Size(width: 57, height: 31), Size(width: 39, height: 200), Size(width: 1, height: 1),
        ])
    func shrinkToOneAndBack(final: Size) throws {
        let app = FlowHarness.demo(size: Size(width: 80, height: 24))
        try app.press(Self.keys)
        for size in [Size(width: 1, height: 1), Size(width: 400, height: 1), Size(width: 1, height: 200), final] {
            app.resize(to: size)
        }
        let fresh = FlowHarness.demo(size: final)
        try fresh.press(Self.keys)
        #expect(firstDifference(app.frame, fresh.frame) == nil)
    }
}
