import Onboarding
import TermCore
import TermUI

/// The front door's flow on a headless screen and a virtual clock, driven a step at a time.
///
/// ``WhatsNew/headless(size:mainScreen:animates:)`` makes one; tests press keys, resize, play
/// script lines and read ``frame`` between steps. ``WhatsNew/presentHeadless(size:script:mainScreen:)``
/// is the same thing played from a script in one call.
@MainActor
public final class HeadlessApp {
    package let backend: HeadlessBackend
    package let clock: VirtualClock
    package let application: Application
    package let flow: AppFlow
    /// What the front door decided before anything was shown.
    public let decision: Decision
    private let whatsNew: WhatsNew
    /// Warnings of a launch that showed nothing; a launched flow reads the state itself and
    /// keeps its own (the decision's read would repeat them).
    private var unlaunchedWarnings: [String]?

    init(
        whatsNew: WhatsNew, size: Size, mainScreen: MainScreen?, animates: Bool,
        onPresent: ((CellBuffer, Duration) -> Void)? = nil
    ) {
        self.whatsNew = whatsNew
        let store = whatsNew.makeStore(onTerminal: false)
        decision = whatsNew.decide(onTerminal: false, store: store)
        backend = HeadlessBackend(size: size, colorDepth: whatsNew.colorDepth ?? .xterm256)
        clock = VirtualClock()
        application = Application(backend: backend, clock: clock, motion: animates ? whatsNew.motion : .reduced)
        if let onPresent { backend.onPresent = { [clock] frame in onPresent(frame, clock.now) } }
        let usesUnicode = LocaleCharset.isUTF8(environment: whatsNew.environment)
        flow = whatsNew.makeFlow(on: application, store: store, usesUnicode: usesUnicode, mainScreen: mainScreen)
        if mainScreen == nil, !decision.isPending {
            unlaunchedWarnings = whatsNew.recordWithoutShowing(decision, in: store)
            application.quit()
        } else {
            whatsNew.launch(flow, after: decision)
        }
        application.runPending()
    }

    /// The screen as last drawn.
    public var frame: CellBuffer { application.currentFrame ?? application.window.render() }

    /// How the flow has ended so far (``Outcome/quit(signal:)`` while pages are still open).
    public var outcome: Outcome { whatsNew.outcome(of: flow, decision: decision, signal: nil) }

    /// Problems met with the state file.
    public var warnings: [String] { unlaunchedWarnings ?? (decision.stateWarning.map { [$0] } ?? []) + flow.warnings }

    /// Presses keys by their canonical names (`"right right*2 enter"`), settling after each.
    public func press(_ keys: String) throws(ScriptError) {
        for line in try KeyScript.parseKeys(keys) {
            if case .press(let key) = line.step { application.handle(.key(key)) }
            application.settle()
        }
    }

    /// Resizes the screen as a terminal resize would.
    public func resize(to size: Size) {
        backend.resize(to: size)
        application.handle(.resize(size))
        application.settle()
    }

    /// Plays script lines, stopping at the first `expect` that does not hold.
    ///
    /// `onSnapshot` hears each `snapshot NAME` with the virtual time.
    package func play(
        _ lines: [ScriptLine], onSnapshot: @escaping (String, CellBuffer, Duration) -> Void = { _, _, _ in }
    )
        throws(ScriptRunner.Failure)
    {
        let clock = self.clock
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in
            onSnapshot(name, frame, clock.now)
        }
        try runner.run(lines)
    }
}
