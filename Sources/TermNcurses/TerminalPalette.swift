import CNcurses
import TermCore

/// Turns a cell style into ncurses attributes and a colour pair for one colour depth.
///
/// Pairs come from `alloc_pair` and are remembered, so each combination is allocated once.
/// Colour numbers are mapped to what the terminal has before allocation (ncurses refuses
/// numbers at or above `COLORS`). The last few colour combinations and their pairs are kept
/// too: cells near each other mostly share their colours, and mapping RGB to the 256-colour
/// palette was a fifth of the CPU of a whole session (docs/decisions/0070).
struct TerminalPalette {
    let depth: ColorDepth
    private var pairs: [Int: Int32] = [:]
    /// The last few colour combinations and their pairs, newest first: a menu row alternates
    /// between two or three, and a look here is a few compares where mapping and hashing are
    /// hundreds of instructions.
    private var recent: [(foreground: Color?, background: Color?, pair: Int32)] = []
    private static let recentCount = 8

    init(depth: ColorDepth) {
        self.depth = depth
    }

    static func depth(forColorCount count: Int32) -> ColorDepth {
        switch count {
        case 0x1000000...: return .trueColor
        case 256...: return .xterm256
        case 16...: return .ansi16
        case 8...: return .ansi8
        default: return .monochrome
        }
    }

    /// The terminal colour number for a model colour, -1 for the terminal's default; a
    /// foreground given its background never maps onto the background's number
    /// (``ColorDepth/foregroundIndex(for:on:)``).
    func number(for color: Color?, on background: Color? = nil) -> Int {
        guard let color, let index = depth.foregroundIndex(for: color, on: background) else { return -1 }
        // Direct-colour terminfo treats numbers below 8 as palette indices.
        return depth == .trueColor ? max(8, index) : index
    }

    mutating func attributesAndPair(for style: Style) -> (Int32, Int32) {
        var attributes: Int32 = 0
        if style.attributes.contains(.bold) { attributes |= Int32(CN_BOLD.rawValue) }
        if style.attributes.contains(.dim) { attributes |= Int32(CN_DIM.rawValue) }
        if style.attributes.contains(.underline) { attributes |= Int32(CN_UNDERLINE.rawValue) }
        if style.attributes.contains(.reverse) { attributes |= Int32(CN_REVERSE.rawValue) }
        if style.attributes.contains(.italic) { attributes |= Int32(CN_ITALIC.rawValue) }
        guard depth != .monochrome else { return (attributes, 0) }
        for index in recent.indices
        where recent[index].foreground == style.foreground && recent[index].background == style.background {
            let found = recent[index]
            if index > 0 {
                recent.remove(at: index)
                recent.insert(found, at: 0)
            }
            return (attributes, found.pair)
        }
        let pair = pair(foreground: style.foreground, background: style.background)
        if recent.count == Self.recentCount { recent.removeLast() }
        recent.insert((style.foreground, style.background, pair), at: 0)
        return (attributes, pair)
    }

    private mutating func pair(foreground: Color?, background: Color?) -> Int32 {
        let foreground = number(for: foreground, on: background)
        let background = number(for: background)
        let key = (foreground + 1) << 25 | (background + 1)
        if let pair = pairs[key] { return pair }
        let pair = cn_pair(Int32(foreground), Int32(background))
        pairs[key] = pair
        return pair
    }
}
