import Pictures
import TermCore
import Testing

@testable import TermUI

/// A headless backend whose terminal shows real pixels, as a kitty terminal would.
final class PixelBackend: Backend {
    let size = Size(width: 20, height: 6)
    let colorDepth = ColorDepth.trueColor
    let isInputClosed = false
    let waker: any Waker = NoWaker()
    let showsPictureOverlays = true
    func present(_ frame: CellBuffer) {}
    func nextEvent(timeout: Duration?) -> Event? { nil }

    struct NoWaker: Waker {
        func wake() {}
    }
}

@MainActor
@Suite("Picture overlays")
struct PictureOverlayTests {
    static let picture = Picture(
        width: 2, height: 2, pixels: [253, 98, 42, 255, 189, 189, 189, 255, 189, 189, 189, 255, 253, 98, 42, 255],
        fileBytes: [1, 2, 3])

    /// The frame of a window whose backend shows pixels, with the picture at `frame`.
    static func render(pictureAt frame: Rect) -> CellBuffer {
        let application = Application(backend: PixelBackend(), clock: VirtualClock())
        let root = ViewController()
        application.window.rootViewController = root
        root.view.addSubview(PictureView(picture: picture, background: .white, frame: frame))
        return application.window.render()
    }

    @Test("Wholly on screen, the picture is an overlay over blank cells")
    func whole() {
        let frame = Self.render(pictureAt: Rect(x: 2, y: 1, width: 8, height: 4))
        #expect(frame.overlays.count == 1)
        #expect(frame.overlays.first?.rect == Rect(x: 2, y: 1, width: 8, height: 4))
        #expect(frame.overlays.first?.png == [1, 2, 3])
        #expect(frame[2, 1].style.background == .white, "the cells under the pixels are blank")
        #expect(frame[9, 4].style.background == .white)
    }

    @Test("Cut off by the edge (as in a slide), it is drawn as half-blocks and no overlay")
    func cutOff() {
        let frame = Self.render(pictureAt: Rect(x: 16, y: 1, width: 8, height: 4))
        #expect(frame.overlays.isEmpty)
        #expect(frame[16, 1].style.background == Color(red: 253, green: 98, blue: 42), "the picture's cells show")
    }

    @Test("A frame drawn again starts with no overlays")
    func reset() {
        var frame = CellBuffer(size: Size(width: 2, height: 2))
        frame.overlays.append(PictureOverlay(id: 5, rect: Rect(x: 0, y: 0, width: 1, height: 1), png: []))
        frame.reset(size: Size(width: 2, height: 2))
        #expect(frame.overlays.isEmpty)
    }
}

@MainActor
@Suite("Picture overlays at rest")
struct PictureOverlayRestTests {
    @Test("While a slide moves, a whole picture is drawn as half-blocks; at rest it is an overlay")
    func slide() {
        let application = Application(backend: PixelBackend(), clock: VirtualClock())
        let root = ViewController()
        application.window.rootViewController = root
        root.view.addSubview(
            PictureView(
                picture: PictureOverlayTests.picture, background: .white, frame: Rect(x: 2, y: 1, width: 8, height: 4)))
        application.slidesInMotion = 1
        let moving = application.window.render()
        #expect(moving.overlays.isEmpty)
        #expect(moving[2, 1].style.background == Color(red: 253, green: 98, blue: 42))
        application.slidesInMotion = 0
        #expect(application.window.render().overlays.count == 1)
    }
}
