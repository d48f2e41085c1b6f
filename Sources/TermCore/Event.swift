/// Something that happened at the terminal: a key, the mouse, or a new size.
package enum Event: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case resize(Size)
}

/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The primary button went down.
        case click
        case scrollUp
        case scrollDown
    }

    public var kind: Kind
    /// The cell, in screen coordinates until a view translates it into its own.
    public var position: Point

    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}
