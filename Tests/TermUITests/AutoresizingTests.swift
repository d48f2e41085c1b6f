import TermCore
import Testing

@testable import TermUI

@Suite("Autoresizing")
@MainActor
struct AutoresizingTests {
    /// A 100×50 superview holding a 50×20 child at (20, 10), resized by +120×+60.
    private func resized(_ mask: AutoresizingMask) -> Rect {
        let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let child = View(frame: Rect(x: 20, y: 10, width: 50, height: 20))
        child.autoresizingMask = mask
        superview.addSubview(child)
        superview.frame.size = Size(width: 220, height: 110)
        return child.frame
    }

    @Test(
        "Each flag alone stretches only its part",
        arguments: [
            (AutoresizingMask(), Rect(x: 20, y: 10, width: 50, height: 20)),
            (.flexibleLeftMargin, Rect(x: 140, y: 10, width: 50, height: 20)),
            (.flexibleWidth, Rect(x: 20, y: 10, width: 170, height: 20)),
            (.flexibleRightMargin, Rect(x: 20, y: 10, width: 50, height: 20)),
            (.flexibleTopMargin, Rect(x: 20, y: 70, width: 50, height: 20)),
            (.flexibleHeight, Rect(x: 20, y: 10, width: 50, height: 80)),
            (.flexibleBottomMargin, Rect(x: 20, y: 10, width: 50, height: 20)),
        ])
    func singleFlags(mask: AutoresizingMask, expected: Rect) {
        #expect(resized(mask) == expected)
    }

    @Test("Flexible left and right margins of 20 and 30 become 68 and 102 when the superview grows by 120")
    func proportionalMargins() {
        let frame = resized([.flexibleLeftMargin, .flexibleRightMargin])
        #expect(frame.minX == 68)
        #expect(220 - frame.maxX == 102)
        #expect(frame.width == 50)
    }

    @Test("Flexible width keeps both margins")
    func widthKeepsMargins() {
        let frame = resized(.flexibleWidth)
        #expect(frame.minX == 20)
        #expect(220 - frame.maxX == 30)
    }

    @Test("All three horizontal parts share the change in proportion")
    func allThree() {
        // parts 20, 50, 30 of 100 share +120: +24, +60, +36.
        let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(frame == Rect(x: 44, y: 10, width: 110, height: 20))
    }

    @Test("Fill follows the superview exactly, both ways")
    func fill() {
        let superview = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        let child = View(frame: superview.bounds)
        child.autoresizingMask = .fill
        superview.addSubview(child)
        superview.frame.size = Size(width: 120, height: 40)
        #expect(child.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        superview.frame.size = Size(width: 80, height: 24)
        #expect(child.frame == Rect(x: 0, y: 0, width: 80, height: 24))
    }

    @Test("With all four margins flexible a view keeps the proportions of its margins")
    func marginProportions() {
        // horizontal 20:30 → 68:102; vertical 10:20 grows by 60 → 30:60.
        let frame = resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(frame == Rect(x: 68, y: 30, width: 50, height: 20))
    }

    @Test("Shrinking never gives a negative size")
    func shrinking() {
        let superview = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let child = View(frame: Rect(x: 20, y: 10, width: 50, height: 20))
        child.autoresizingMask = .flexibleWidth
        superview.addSubview(child)
        superview.frame.size = Size(width: 10, height: 50)
        #expect(child.frame.width == 0)
    }
}
