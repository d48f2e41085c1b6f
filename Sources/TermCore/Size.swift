/// A size in cells.
///
/// Parses and prints as `WIDTHxHEIGHT` (`80x24`), the spelling used by flags and scripts.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The number of cells, zero when either side is negative.
    package var area: Int { max(0, width) * max(0, height) }

    public var description: String { "\(width)x\(height)" }

    /// The longest side a headless screen may have: 1 000 cells (a frame of 1 000 × 1 000 is
    /// 32 MB; 10 000 × 10 000 took 3.2 GB and 22 s for a typo'd `--size`).
    package static let maximumSide = 1000

    /// Reads `80x24`; nil unless both sides are whole numbers from 1 to ``maximumSide``.
    package init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}
