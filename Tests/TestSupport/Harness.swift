import TermCore
import TermUI
import Testing

/// The one test harness: an app on a headless screen and a virtual clock, driven by key-script
/// steps and read as a whole screen (text and style layer).
///
/// Every step goes through ``ScriptRunner``, the same player `onboard --headless --script`
/// uses, so a test presses keys exactly as a CI script does, and background work has finished
/// before the next step. Built only on TermCore and TermUI; the pages and the demo app have
/// their own starts in `FlowSupport`, which hand their app to ``init(application:backend:)``.
@MainActor
package struct Harness {
    package let backend: HeadlessBackend
    package let application: Application

    /// A root controller on a fresh screen.
    package init(size: Size = Size(width: 40, height: 10), root: ViewController, motion: Motion = .reduced) {
        let backend = HeadlessBackend(size: size)
        let application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        application.window.rootViewController = root
        self.init(application: application, backend: backend)
        application.runPending()  // the first frame, as the run loop's first turn draws it
    }

    /// An app composed elsewhere (the library's flow, the demo), taken as it is: nothing runs
    /// until the first step, so a test can still act before background work is waited for.
    package init(application: Application, backend: HeadlessBackend) {
        self.application = application
        self.backend = backend
    }

    package var window: Window { application.window }

    /// Presses keys written as in a key script (`"down*3 enter"`; each argument in turn).
    package func press(_ keys: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for text in keys {
            do {
                perform(try KeyScript.parseKeys(text, file: "keys"), sourceLocation: sourceLocation)
            } catch {
                Issue.record("keys \"\(text)\": \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Plays a key script (`press`, `type`, `click`, `scroll`, `resize`, `wait`, `expect`,
    /// `snapshot NAME`) and returns the frames its `snapshot` lines took, by name. A line that
    /// does not parse, or an `expect` that does not hold, fails the test with the screen it saw.
    @discardableResult
    package func play(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: CellBuffer] {
        do {
            return perform(try KeyScript.parse(script, file: "test"), sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return [:]
        }
    }

    package func click(x: Int, y: Int) {
        perform([ScriptLine(line: 1, step: .mouse(MouseEvent(.click, at: Point(x: x, y: y))))])
    }

    package func scroll(_ kind: MouseEvent.Kind, x: Int = 1, y: Int = 1) {
        perform([ScriptLine(line: 1, step: .mouse(MouseEvent(kind, at: Point(x: x, y: y))))])
    }

    package func resize(to size: Size) {
        perform([ScriptLine(line: 1, step: .resize(size))])
    }

    /// Moves the virtual clock (timers and animations due by then run).
    package func wait(_ duration: Duration) {
        perform([ScriptLine(line: 1, step: .wait(duration))])
    }

    /// Renders after a change made without an event (events render by themselves).
    package func redraw() {
        application.render()
    }

    /// The whole screen as last drawn.
    package var screen: CellBuffer { application.currentFrame ?? window.render() }
    package var frame: CellBuffer { screen }
    package var text: String { screen.text }
    package var lines: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Compares the whole screen, text and style layer, with `__Snapshots__/NAME.txt` beside the test.
    package func assertSnapshot(
        named name: String, depth: ColorDepth = .xterm256, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        TestSupport.assertSnapshot(screen, named: name, depth: depth, filePath: filePath, sourceLocation: sourceLocation)
    }

    @discardableResult
    private func perform(_ lines: [ScriptLine], sourceLocation: SourceLocation = #_sourceLocation) -> [String: CellBuffer] {
        var taken: [String: CellBuffer] = [:]
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in taken[name] = frame }
        do {
            try runner.run(lines)
        } catch {
            Issue.record("line \(error.line): \(error.message)\n\(error.screen)", sourceLocation: sourceLocation)
        }
        return taken
    }
}
