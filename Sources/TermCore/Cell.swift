/// One screen cell: a grapheme and its style.
///
/// A wide grapheme occupies two cells; the second is a continuation cell that backends skip
/// and the frame text omits.
public struct Cell: Hashable, Sendable {
    public var grapheme: Character
    public var style: Style
    public var isContinuation: Bool

    public init(grapheme: Character, style: Style = .plain, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell(grapheme: " ")
}
