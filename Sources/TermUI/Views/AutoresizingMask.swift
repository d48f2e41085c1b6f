import TermCore

/// Which parts of a view's frame stretch when its superview changes size, as in UIKit.
///
/// When several parts on one axis are flexible, the change is shared in proportion to their
/// current sizes (margins 20 and 30 growing by 120 become 68 and 102); when all of them are
/// zero, it is shared evenly.
package struct AutoresizingMask: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    package static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    package static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    package static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    package static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    package static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Follows the superview's size exactly.
    package static let fill: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// The new frame for a view in a superview that went from `old` to `new`.
    package func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = AutoresizingMask.share(
            start: frame.minX, length: frame.width, container: old.width, delta: new.width - old.width,
            flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = AutoresizingMask.share(
            start: frame.minY, length: frame.height, container: old.height,
            delta: new.height - old.height,
            flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Shares `delta` among the flexible parts (leading margin, length, trailing margin) of one axis.
    static func share(
        start: Int, length: Int, container: Int, delta: Int, flexible: (Bool, Bool, Bool)
    ) -> (start: Int, length: Int) {
        let parts = [start, length, container - start - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let total = zip(parts, flags).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let count = flags.filter { $0 }.count
        guard count > 0, delta != 0 else { return (start, length) }
        func portion(_ index: Int) -> Int {
            guard flags[index] else { return 0 }
            if total == 0 { return delta / count }
            return Int((Double(delta) * Double(max(0, parts[index])) / Double(total)).rounded())
        }
        let newStart = start + portion(0)
        let newLength = max(0, length + portion(1))
        return (newStart, newLength)
    }
}
