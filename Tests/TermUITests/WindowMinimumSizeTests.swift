import TermCore
import Testing

@testable import TermUI

/// The window's "Terminal too small" notice and the layout it protects.
@Suite("Window minimum size")
@MainActor
struct WindowMinimumSizeTests {
    /// A bar pinned to the bottom with a flexible top margin: the layout that breaks when a
    /// frame is squeezed to nothing and grown back.
    private final class PinnedBar: ViewController {
        let bar = Button(title: "OK")

        override func viewDidLoad() {
            bar.frame = Rect(x: 0, y: view.bounds.height - 2, width: view.bounds.width, height: 1)
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            view.addSubview(bar)
        }
    }

    private func window(_ size: Size, minimum: Size? = Size(width: 20, height: 6)) -> (Window, PinnedBar) {
        let window = Window(size: size)
        window.minimumSize = minimum
        let root = PinnedBar()
        window.rootViewController = root
        return (window, root)
    }

    @Test("Below the minimum the frame is the notice, at the screen's own size")
    func notice() {
        let (window, _) = window(Size(width: 40, height: 5))
        let frame = window.render()
        #expect(frame.size == Size(width: 40, height: 5))
        #expect(frame.text.contains("Terminal too small — need 20×6"))
        #expect(frame.text.contains("now 40×5"))
    }

    @Test("With ASCII glyphs the notice has no dash or times sign outside ASCII")
    func asciiNotice() {
        let (window, _) = window(Size(width: 40, height: 5))
        window.glyphs = .ascii
        let text = window.render().text
        #expect(text.contains("Terminal too small - need 20x6"))
        #expect(text.contains("now 40x5"))
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("The notice is bold, so it needs no colour")
    func noticeIsBold() {
        let (window, _) = window(Size(width: 40, height: 4))
        let frame = window.render()
        let row = (0..<4).first { frame.line($0).contains("Terminal") } ?? 0
        let column = (0..<40).first { frame[$0, row].grapheme == "T" } ?? 0
        #expect(frame[column, row].style.attributes.contains(.bold))
    }

    @Test("The tree is never laid out below the minimum, so a squeeze to 1×1 and back is lossless")
    func squeezeAndBack() {
        let (window, root) = window(Size(width: 30, height: 10))
        #expect(root.bar.frame.minY == 8)
        window.size = Size(width: 1, height: 1)
        #expect(root.view.frame.size == Size(width: 20, height: 6))
        window.size = Size(width: 30, height: 10)
        #expect(root.bar.frame == Rect(x: 0, y: 8, width: 30, height: 1))
    }

    @Test("Without a minimum the tree follows the screen all the way down")
    func noMinimum() {
        let (window, root) = window(Size(width: 30, height: 10), minimum: nil)
        window.size = Size(width: 5, height: 2)
        #expect(!window.isTooSmall)
        #expect(root.view.frame.size == Size(width: 5, height: 2))
    }

    @Test("While too small, keys reach only the unhandled-key listener and clicks are dropped")
    func inputWhileTooSmall() {
        let (window, root) = window(Size(width: 10, height: 3))
        var heard: [KeyEvent] = []
        window.onUnhandledKey = { heard.append($0) }
        var pressed = false
        root.bar.onPress = { pressed = true }
        window.handle(.key(KeyEvent(.enter)))
        window.handle(.mouse(MouseEvent(.click, at: Point(x: 5, y: 4))))
        #expect(heard == [KeyEvent(.enter)])
        #expect(!pressed)
    }
}
