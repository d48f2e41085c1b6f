/// An sRGB colour with an optional alpha, as the model sees it.
///
/// Views describe colour in RGB; only the backend decides how much of it the terminal can
/// show (see ``ColorDepth``). Alpha below 1 is blended over whatever is underneath at render
/// time, so translucent backgrounds are real blends rather than guesses. The terminal's own
/// default colour is `nil` wherever a `Color?` is taken.
///
/// Alpha is kept in thousandths, so a colour is five bytes and a cell (two of them, a grapheme
/// and its attributes) thirty-two instead of sixty-four: every frame copies and compares thousands
/// of cells (docs/decisions/0068). An alpha of up to three decimals reads back
/// exactly; finer ones are rounded to the nearest thousandth.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    // Alpha first: with the two-byte field ahead of the three channels a colour has no padding
    // inside, so a cell is 32 bytes with none between its fields.
    @usableFromInline var alphaThousandths: UInt16
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Opacity from 0 (invisible) to 1 (opaque).
    package var alpha: Double {
        get { Double(alphaThousandths) / 1000 }
        set { alphaThousandths = Self.thousandths(newValue) }
    }

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaThousandths = Self.thousandths(alpha)
    }

    private static func thousandths(_ alpha: Double) -> UInt16 {
        alpha.isNaN ? 0 : UInt16((min(1, max(0, alpha)) * 1000).rounded())
    }

    /// A grey of the given white level (0 black, 1 white), like `UIColor(white:alpha:)`.
    ///
    /// White 0.5 is 128 on the 0–255 scale (127.5 rounded half up).
    public init(white: Double, alpha: Double = 1) {
        let level = UInt8((min(1, max(0, white)) * 255).rounded())
        self.init(red: level, green: level, blue: level, alpha: alpha)
    }

    package var isOpaque: Bool { alphaThousandths >= 1000 }

    /// Channel by channel; inlinable because renderers compare colours per cell.
    @inlinable
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
            && lhs.alphaThousandths == rhs.alphaThousandths
    }

    /// This colour laid over `base`: each channel is `alpha·self + (1 − alpha)·base`, rounded.
    package func blended(over base: Color) -> Color {
        guard !isOpaque else { return self }
        let alpha = self.alpha
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((alpha * Double(top) + (1 - alpha) * Double(bottom)).rounded())
        }
        return Color(
            red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue),
            alpha: base.alpha)
    }

    /// Squared distance in RGB space, used to pick the nearest palette entry.
    func distanceSquared(to other: Color) -> Int {
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return dr * dr + dg * dg + db * db
    }

    public var description: String {
        let hex =
            "#"
            + [red, green, blue].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        return isOpaque ? hex : "\(hex)@\(alpha)"
    }

    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// Whether text on this colour reads better in black than in white (perceived brightness,
    /// ITU-R BT.601 weights).
    package var isLight: Bool {
        299 * Int(red) + 587 * Int(green) + 114 * Int(blue) > 127_500
    }
}
