import TermCore
import TermUI

/// The app's own screen, shown in place of the onboarding when it ends (the root swap).
///
/// Full-screen apps give one; a command-line tool that only wants its pages shown gives none and
/// gets its outcome back when the pages close. `make` receives the flow, so a screen can read and
/// store the share choice (``AppFlow/isShareEnabled``, ``AppFlow/updateState(_:)``) or show the
/// pages again (``AppFlow/showOnboarding(pages:)``).
public struct MainScreen {
    /// The smallest terminal the screen is drawn on; below it the window says so (nil: no limit).
    public var minimumSize: Size?
    /// Called when the person first acts on the pages in front of it (a key or a click).
    ///
    /// The screen can start reading what its own first frame needs on a background queue, so
    /// "Enter app" draws it at once; pages left alone start nothing, so an idle app is never
    /// woken. Nil: nothing to read ahead.
    package var prepare: (@MainActor (Application) -> Void)?
    public var make: @MainActor (AppFlow) -> ViewController

    /// A screen of at least `minimumSize` (nil: no limit), made by `make` when the pages end.
    public init(minimumSize: Size? = nil, make: @escaping @MainActor (AppFlow) -> ViewController) {
        self.init(minimumSize: minimumSize, prepare: nil, make: make)
    }

    package init(
        minimumSize: Size? = nil, prepare: (@MainActor (Application) -> Void)?,
        make: @escaping @MainActor (AppFlow) -> ViewController
    ) {
        self.minimumSize = minimumSize
        self.prepare = prepare
        self.make = make
    }
}
