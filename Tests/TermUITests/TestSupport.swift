import TermCore

@testable import TermUI

/// A headless app on a virtual clock, the way every TermUI test runs one.
@MainActor
func makeApplication(width: Int = 40, height: Int = 10, motion: Motion = .full) -> (Application, HeadlessBackend) {
    let backend = HeadlessBackend(size: Size(width: width, height: height))
    return (Application(backend: backend, clock: VirtualClock(), motion: motion), backend)
}

/// A headless app whose window shows one label on its top row, and that label.
@MainActor
func makeApplication(showing text: String) -> (Application, HeadlessBackend, Label) {
    let (app, backend) = makeApplication()
    let root = ViewController()
    let label = Label(text, frame: Rect(x: 0, y: 0, width: 10, height: 1))
    root.view.addSubview(label)
    app.window.rootViewController = root
    return (app, backend, label)
}

/// Renders a lone view into a frame of its own size and returns the text.
@MainActor
func renderText(_ view: View) -> String {
    var canvas = Canvas(size: view.frame.size)
    let origin = view.frame.origin
    view.frame.origin = .zero
    view.render(into: &canvas)
    view.frame.origin = origin
    return canvas.buffer.text
}

/// A controller that writes down every lifecycle callback it receives.
@MainActor
final class RecordingController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear() { log.add("\(name).viewWillAppear") }
    override func viewDidAppear() { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.add("\(name).willMove(\(parent.map { ($0 as? RecordingController)?.name ?? "?" } ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.add("\(name).didMove(\(parent.map { ($0 as? RecordingController)?.name ?? "?" } ?? "nil"))")
    }
}

/// An ordered list of strings shared by recorders.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A view that can take focus and records the keys it was offered.
@MainActor
final class FocusableView: View {
    var handles: Set<KeyEvent> = []
    private(set) var received: [KeyEvent] = []

    override var canFocus: Bool { true }

    override func handleKey(_ key: KeyEvent) -> Bool {
        received.append(key)
        return handles.contains(key)
    }
}
