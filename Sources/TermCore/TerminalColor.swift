/// A colour as a terminal of one colour depth draws it: a palette number or an exact RGB.
///
/// The headless exports (style layer, asciicast, SVG) all go through it, so they show what a
/// terminal of the forced depth would show rather than the model's RGB, and a golden never
/// depends on the machine it was recorded on. It prints as `202` or `#fd622a`.
package enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    case palette(Int)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The terminal colour for a model colour at `depth`; nil for the terminal's default colour
    /// and for everything at depth `none`.
    package init?(_ color: Color?, depth: ColorDepth) {
        guard let color, let index = depth.index(for: color) else { return nil }
        self.init(color, index: index, depth: depth)
    }

    /// The terminal colour of a foreground drawn on `background` (``ColorDepth/foregroundIndex(for:on:)``).
    package init?(foreground color: Color?, on background: Color?, depth: ColorDepth) {
        guard let color, let index = depth.foregroundIndex(for: color, on: background) else { return nil }
        self.init(color, index: index, depth: depth)
    }

    private init(_ color: Color, index: Int, depth: ColorDepth) {
        if depth == .trueColor {
            self = .rgb(red: color.red, green: color.green, blue: color.blue)
        } else {
            self = .palette(index)
        }
    }

    package var description: String {
        switch self {
        case .palette(let index): return String(index)
        case .rgb(let red, let green, let blue): return Color(red: red, green: green, blue: blue).description
        }
    }

    /// The RGB the terminal shows, taking xterm's default palette for palette numbers.
    package var color: Color {
        switch self {
        case .palette(let index): return ColorPalette.color(at: index)
        case .rgb(let red, let green, let blue): return Color(red: red, green: green, blue: blue)
        }
    }

    /// The SGR parameters that select this colour as foreground or background.
    ///
    /// Numbers below 16 use the classic codes (30–37, 90–97 and their backgrounds), which every
    /// terminal reads; higher numbers use `38;5;N`, and RGB uses `38;2;R;G;B`.
    package func sgrParameters(isBackground: Bool) -> String {
        let base = isBackground ? 40 : 30
        switch self {
        case .palette(let index) where index < 8: return String(base + index)
        case .palette(let index) where index < 16: return String(base + 60 + index - 8)
        case .palette(let index): return "\(base + 8);5;\(index)"
        case .rgb(let red, let green, let blue): return "\(base + 8);2;\(red);\(green);\(blue)"
        }
    }
}
