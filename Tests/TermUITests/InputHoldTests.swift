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
}
