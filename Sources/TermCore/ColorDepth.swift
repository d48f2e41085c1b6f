/// How many colours a terminal can show, and how an RGB colour maps onto them.
///
/// The mapping is pure so that headless goldens and the real terminal agree: a colour becomes
/// the same palette index whichever backend draws it.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// No colour at all (`NO_COLOR`, `--color-depth none`): focus and selection show through
    /// reverse video, bold and glyphs. Not `none`, which beside an optional depth (nil: ask the
    /// terminal) would read as nil.
    case monochrome = "none"
    case ansi8 = "8"
    case ansi16 = "16"
    case xterm256 = "256"
    case trueColor = "truecolor"

    /// The terminal colour number for `color`: a palette index, `0xRRGGBB` for true colour,
    /// nil for no colour at all.
    package func index(for color: Color) -> Int? {
        switch self {
        case .monochrome: return nil
        case .ansi8: return ColorPalette.nearest(to: color, among: 0..<8)
        case .ansi16: return ColorPalette.nearest(to: color, among: 0..<16)
        case .xterm256: return ColorPalette.xterm256Index(for: color)
        case .trueColor:
            return Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
    }

    /// The index for a foreground drawn on `background`: ``index(for:)``, unless this depth maps
    /// two different colours onto the same one, which would hide the text.
    ///
    /// With 8 or 16 colours a light grey on a near-white (the page's other dots) both became
    /// white, and only the current dot showed. Then the text takes black on a light background
    /// and white on a dark one. Colours that are equal in the model stay equal (a cell may be
    /// meant blank), and at 256 colours and above nothing distinct collapses this way.
    package func foregroundIndex(for foreground: Color, on background: Color?) -> Int? {
        guard let index = index(for: foreground) else { return nil }
        guard self == .ansi8 || self == .ansi16, let background, background != foreground,
            let behind = self.index(for: background), behind == index
        else { return index }
        return ColorPalette.color(at: behind).isLight ? 0 : 7
    }
}
