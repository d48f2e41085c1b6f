/// How many colours a terminal can show, and how an RGB colour maps onto them.
///
/// The mapping is pure so that headless goldens and the real terminal agree: a colour becomes
/// the same palette index whichever backend draws it.
public enum ColorDepth: String, Sendable, CaseIterable {
    case none
    case ansi8 = "8"
    case ansi16 = "16"
    case xterm256 = "256"
    case trueColor = "truecolor"

    /// The terminal colour number for `color`: a palette index, `0xRRGGBB` for true colour,
    /// nil for no colour at all.
    public func index(for color: Color) -> Int? {
        switch self {
        case .none: return nil
        case .ansi8: return ColorPalette.nearest(to: color, among: 0..<8)
        case .ansi16: return ColorPalette.nearest(to: color, among: 0..<16)
        case .xterm256: return ColorPalette.xterm256Index(for: color)
        case .trueColor:
            return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
    }
}
