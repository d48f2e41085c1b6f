import TermCore
import Testing

@testable import TermUI

/// A terminal that states every capability and counts how often pixels are asked about.
final class CapableBackend: Backend {
    let size = Size(width: 10, height: 4)
    let colorDepth = ColorDepth.ansi16
    let isInputClosed = false
    let waker: any Waker = NoWaker()
    let supportsHyperlinks = true
    private(set) var pixelQuestions = 0
    var showsPictureOverlays: Bool {
        pixelQuestions += 1
        return true
    }
    func present(_ frame: CellBuffer) {}
    func nextEvent(timeout: Duration?) -> Event? { nil }

    struct NoWaker: Waker {
        func wake() {}
    }
}

@MainActor
@Suite("Capabilities handed down")
struct TerminalCapabilitiesTests {
    @Test("A view in a window sees the backend's colour depth, hyperlinks and pixels, through the window")
    func fromBackend() {
        let backend = CapableBackend()
        let application = Application(backend: backend, clock: VirtualClock())
        let root = ViewController()
        application.window.rootViewController = root
        let view = View(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        root.view.addSubview(view)
        #expect(view.capabilities.colorDepth == .ansi16)
        #expect(view.capabilities.hyperlinks)
        #expect(backend.pixelQuestions == 0, "the terminal is asked about pixels only when a view wants to know")
        #expect(view.capabilities.pictureOverlays)
        #expect(backend.pixelQuestions == 1)
    }

    @Test("What the window states is what its views see, whatever the backend says")
    func stated() {
        let application = Application(backend: CapableBackend(), clock: VirtualClock())
        let root = ViewController()
        application.window.rootViewController = root
        application.window.capabilities = TerminalCapabilities(colorDepth: .monochrome, usesUnicode: false)
        #expect(root.view.capabilities.colorDepth == .monochrome)
        #expect(!root.view.capabilities.hyperlinks)
        #expect(!root.view.capabilities.pictureOverlays)
        #expect(application.window.glyphs.ellipsis == Glyphs.ascii.ellipsis, "the glyphs follow the locale's Unicode")
    }

    @Test("A view outside a window sees the defaults: 256 colours, no links, no pixels, Unicode")
    func outside() {
        let capabilities = View().capabilities
        #expect(capabilities.colorDepth == .xterm256)
        #expect(!capabilities.hyperlinks && !capabilities.pictureOverlays && capabilities.usesUnicode)
    }
}
