import TermCore
import Testing

@testable import TermUI

/// A screen that counts right-arrow presses and can count up on a timer.
@MainActor
private final class CounterScreen: ViewController {
    let label = Label()
    var count = 0 {
        didSet { label.text = "count \(count)" }
    }

    override func viewDidLoad() {
        label.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
        label.text = "count 0"
        view.addSubview(label)
    }

    override func handleKey(_ key: KeyEvent) -> Bool {
        guard key == KeyEvent(.right) else { return false }
        count += 1
        return true
    }

    /// Counts up once every 100 ms, `times` times, on the app's clock.
    func tick(times: Int) {
        guard times > 0 else { return }
        application?.schedule(.after(.milliseconds(100))) { [weak self] in
            self?.count += 1
            self?.tick(times: times - 1)
        }
    }
}

@MainActor
@Suite("Script runner")
struct ScriptRunnerTests {
    /// A 20×3 headless app on a virtual clock showing a counter, and the runner's snapshots.
    private func play(_ script: String, prepare: (CounterScreen) -> Void = { _ in }) throws
        -> (snapshots: [(String, String)], frames: [String], backend: HeadlessBackend)
    {
        let backend = HeadlessBackend(size: Size(width: 20, height: 3))
        let application = Application(backend: backend, clock: VirtualClock())
        let screen = CounterScreen()
        application.window.rootViewController = screen
        prepare(screen)
        var frames: [String] = []
        backend.onPresent = { frames.append($0.line(0)) }
        var snapshots: [(String, String)] = []
        let runner = ScriptRunner(application: application, backend: backend) { snapshots.append(($0, $1.text)) }
        try runner.run(try KeyScript.parse(script, file: "t.keys"))
        return (snapshots, frames, backend)
    }

    @Test("Snapshots carry their name and the frame after the steps before them")
    func snapshots() throws {
        let result = try play("snapshot zero\npress right*2\nsnapshot two")
        #expect(result.snapshots.map(\.0) == ["zero", "two"])
        #expect(result.snapshots.map(\.1) == ["count 0\n\n", "count 2\n\n"])
    }

    @Test("A failed expect names its line and hands back the screen")
    func failedExpect() throws {
        #expect {
            _ = try play("press right\nexpect \"count 1\"\n\nexpect-not \"count 1\"")
        } throws: { error in
            guard let failure = error as? ScriptRunner.Failure else { return false }
            return failure.line == 4 && failure.message == #"did not expect "count 1" on screen"#
                && failure.screen.hasPrefix("count 1")
        }
    }

    @Test("wait fires each timer at its own instant, so an observer sees every frame")
    func waitShowsEveryFrame() throws {
        let result = try play("wait 250ms\nsnapshot mid\nwait 1s") { $0.tick(times: 3) }
        #expect(result.frames == ["count 0", "count 1", "count 2", "count 3"])
        #expect(result.snapshots.map(\.1) == ["count 2\n\n"])
    }

    @Test("resize changes the backend's size and the next frame's")
    func resize() throws {
        let result = try play("resize 8x2\nsnapshot small")
        #expect(result.backend.size == Size(width: 8, height: 2))
        #expect(result.snapshots.first?.1 == "count 0\n")
    }
}
