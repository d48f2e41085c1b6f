import TermCore

/// Something that can take a key and pass it on: views and view controllers.
///
/// A key goes to the focused view first, then along ``nextResponder`` (superview, owning
/// controller, its parent, …) until one returns true from ``handleKey(_:)``.
@MainActor
open class Responder {
    package init() {}

    /// Where an unhandled key goes next; nil ends the chain.
    package var nextResponder: Responder? { nil }

    /// Handles a key and returns true when it consumed it; the default consumes nothing.
    open func handleKey(_ key: KeyEvent) -> Bool { false }
}
