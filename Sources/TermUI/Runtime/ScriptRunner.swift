import TermCore

/// Plays a key script against an app on a headless backend.
///
/// Each step is followed by ``Application/settle()``, so background work finishes before the
/// next line and frames never depend on thread timing; `wait` moves the virtual clock.
@MainActor
public struct ScriptRunner {
    /// Why a script stopped early: an `expect` that did not hold.
    public struct Failure: Error, Sendable {
        public var line: Int
        public var message: String
        public var screen: String
    }

    package let application: Application
    package let backend: HeadlessBackend
    /// Receives each `snapshot` with its name.
    package var onSnapshot: (String, CellBuffer) -> Void

    package init(application: Application, backend: HeadlessBackend, onSnapshot: @escaping (String, CellBuffer) -> Void)
    {
        self.application = application
        self.backend = backend
        self.onSnapshot = onSnapshot
    }

    /// Runs every line; stops at the first failed expectation or when the app quits.
    package func run(_ lines: [ScriptLine]) throws(Failure) {
        application.settle()
        for line in lines {
            if application.isQuitRequested { return }
            try perform(line)
        }
    }

    private func perform(_ line: ScriptLine) throws(Failure) {
        switch line.step {
        case .press(let key):
            application.handle(.key(key))
        case .type(let text):
            for character in text { application.handle(.key(.character(character))) }
        case .mouse(let event):
            application.handle(.mouse(event))
        case .wait(let duration):
            application.advance(by: duration)
        case .resize(let size):
            backend.resize(to: size)
            application.handle(.resize(size))
        case .snapshot(let name):
            application.settle()
            onSnapshot(name, screen)
        case .expect(let text):
            application.settle()
            guard screen.text.includes(text) else {
                throw Failure(line: line.line, message: "expected \"\(text)\" on screen", screen: screen.text)
            }
        case .expectNot(let text):
            application.settle()
            guard !screen.text.includes(text) else {
                throw Failure(line: line.line, message: "did not expect \"\(text)\" on screen", screen: screen.text)
            }
        }
        application.settle()
    }

    private var screen: CellBuffer {
        application.currentFrame ?? application.window.render()
    }
}
