import TermCore
import Testing

@testable import TermUI

/// A view that writes down the keys it receives.
@MainActor
private final class KeyRecorder: View {
    var keys: [String] = []
    override var canFocus: Bool { true }
    override func handleKey(_ key: KeyEvent) -> Bool {
        keys.append(key.description)
        return true
    }
}

@Suite("Input holds")
@MainActor
struct InputHoldTests {
    private func makeRecorder() -> (Application, KeyRecorder) {
        let (app, _) = makeApplication(width: 20, height: 4)
        let recorder = KeyRecorder(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        app.window.rootViewController = HostScreen(recorder)
        app.window.focus(recorder)
        return (app, recorder)
    }

    @Test("Keys typed during a hold arrive in order when the last hold ends; resizes pass at once")
    func heldInOrder() {
        let (app, recorder) = makeRecorder()
        let first = app.holdInput()
        let second = app.holdInput()
        app.handle(.key(KeyEvent(.down)))
        app.handle(.resize(Size(width: 30, height: 5)))
        app.handle(.key(KeyEvent(.character("x"))))
        #expect(recorder.keys.isEmpty)
        #expect(app.window.size == Size(width: 30, height: 5))
        first.release()
        first.release()
        #expect(recorder.keys.isEmpty)
        second.release()
        #expect(recorder.keys == ["down", "x"])
        app.handle(.key(KeyEvent(.up)))
        #expect(recorder.keys == ["down", "x", "up"])
    }

    @Test("A hold nobody releases ends by itself after its limit")
    func limit() {
        let (app, recorder) = makeRecorder()
        _ = app.holdInput(atMost: .milliseconds(500))
        app.handle(.key(KeyEvent(.down)))
        app.advance(by: .milliseconds(499))
        #expect(recorder.keys.isEmpty)
        app.advance(by: .milliseconds(1))
        #expect(recorder.keys == ["down"])
        #expect(!app.isHoldingInput)
    }

    @Test("Keys typed while a button flashes act after its press")
    func duringFlash() {
        let (app, _) = makeApplication(width: 20, height: 4)
        let recorder = KeyRecorder(frame: Rect(x: 0, y: 1, width: 20, height: 1))
        var pressed = false
        let button = Button(title: "Go", frame: Rect(x: 0, y: 0, width: 20, height: 1)) {
            pressed = true
            app.window.focus(recorder)
        }
        let content = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        content.addSubview(button)
        content.addSubview(recorder)
        app.window.rootViewController = HostScreen(content)
        app.window.focus(button)
        app.handle(.key(KeyEvent(.enter)))
        app.handle(.key(KeyEvent(.down)))
        #expect(!pressed)
        app.advance(by: .milliseconds(120))
        #expect(pressed)
        #expect(recorder.keys == ["down"])
    }

    @Test("A hold taken and released while a key is handled delivers the held keys after that key, not inside it")
    func releasedInsideAKey() {
        let (app, recorder) = makeRecorder()
        // What a tab whose list has already arrived does: it holds input as it appears and
        // releases the hold at once, while the key that showed it is still being handled.
        var order: [String] = []
        let opener = HoldingOpener(application: app) { order.append("opened") }
        let host = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        host.addSubview(opener)
        host.addSubview(recorder)
        app.window.rootViewController = HostScreen(host)
        app.window.focus(opener)
        opener.next = recorder
        let flash = app.holdInput()
        app.handle(.key(KeyEvent(.character("2"))))
        app.handle(.key(KeyEvent(.down)))
        flash.release()
        #expect(order == ["opened"])
        #expect(recorder.keys == ["down"])
        #expect(opener.keysSeen == ["2"])
    }
}

/// A view that, on its first key, takes and releases an input hold, then hands focus to `next`
/// (the way a tab switch moves focus only once its handling is done).
@MainActor
private final class HoldingOpener: View {
    weak var application: Application?
    weak var next: View?
    var keysSeen: [String] = []
    let onOpen: () -> Void
    override var canFocus: Bool { true }

    init(application: Application, onOpen: @escaping () -> Void) {
        self.application = application
        self.onOpen = onOpen
        super.init(frame: Rect(x: 0, y: 0, width: 20, height: 1))
    }

    override func handleKey(_ key: KeyEvent) -> Bool {
        keysSeen.append(key.description)
        application?.holdInput().release()
        onOpen()
        if let next { window?.focus(next) }
        return true
    }
}
