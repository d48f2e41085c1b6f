/// Where frames go and where events come from.
///
/// Two implementations: `NcursesBackend` for people and ``HeadlessBackend`` for tests and CI.
/// The run loop talks only to this protocol, so both run the very same app.
package protocol Backend: AnyObject {
    /// The screen size in cells.
    var size: Size { get }
    /// How many colours the output can show.
    var colorDepth: ColorDepth { get }
    /// Shows a complete frame; a backend may write only what changed since the last one.
    func present(_ frame: CellBuffer)
    /// Waits up to `timeout` (forever when nil) for the next event.
    ///
    /// Returns nil on timeout, when woken through ``waker``, or when input has ended
    /// (then ``isInputClosed`` is true).
    func nextEvent(timeout: Duration?) -> Event?
    /// True once no more input can arrive (the terminal went away).
    var isInputClosed: Bool { get }
    /// Interrupts a wait in ``nextEvent(timeout:)`` from any thread.
    var waker: any Waker { get }
    /// Whether linked cells (``Cell/link``) become clickable hyperlinks (OSC 8) on this output.
    ///
    /// When false, views print a link's URL after its text, `text (url)`, so it can be read.
    var supportsHyperlinks: Bool { get }
    /// Whether frames' ``CellBuffer/overlays`` are shown as real pixels (kitty graphics).
    var showsPictureOverlays: Bool { get }
    /// Lets whoever reads the output (the terminal) run before work that need not delay the
    /// frame just presented, such as writing a file.
    func handOverFrame()
}

extension Backend {
    package var supportsHyperlinks: Bool { false }
    /// Most backends draw cells only.
    package var showsPictureOverlays: Bool { false }
    /// A backend nobody reads in another process has nothing to hand over.
    package func handOverFrame() {}
}

/// Interrupts a backend's wait for input; safe to call from any thread.
package protocol Waker: Sendable {
    func wake()
}
