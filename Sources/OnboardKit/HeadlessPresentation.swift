import Onboarding
import TermCore
import TermUI

/// What a headless presentation produced: its snapshots, the last frame and the outcome.
public struct HeadlessPresentation: Sendable {
    /// One `snapshot NAME` line of the script and the frame it saw.
    public struct Snapshot: Hashable, Sendable {
        /// The name the script gave it.
        public var name: String
        /// The screen at that line.
        public var frame: CellBuffer
    }

    /// What the front door decided before the script ran.
    public var decision: Decision
    /// The script's snapshots in order (empty when an `onSnapshot` handler took them instead).
    public var snapshots: [Snapshot] = []
    /// The screen when the script ended.
    public var finalFrame: CellBuffer
    /// How the pages ended; ``Outcome/quit(signal:)`` with no signal when the script ended
    /// with them still open.
    public var outcome: Outcome
    /// The `expect` that did not hold, if one stopped the script.
    public var failure: ScriptRunner.Failure?
    /// Problems met with the state file.
    public var warnings: [String]
    /// Frames rendered and their times.
    public var stats: FrameStats
}

@MainActor
extension WhatsNew {
    /// The flow on a headless screen, to drive a step at a time (see ``HeadlessApp``).
    ///
    /// Headless runs are explicit: `CI` and a missing terminal do not stop them, and without
    /// ``stateDirectory`` they start from a fresh state and write nothing. Animations jump to
    /// their end unless `animates` is set (then `wait` lines play them on the virtual clock).
    public func headless(
        size: Size = Size(width: 80, height: 24), mainScreen: MainScreen? = nil, animates: Bool = false
    )
        -> HeadlessApp
    {
        HeadlessApp(whatsNew: self, size: size, mainScreen: mainScreen, animates: animates)
    }

    /// Plays a key script (`press right right enter`, `snapshot NAME`, `expect "TEXT"`, …) against
    /// the flow on a headless screen, so an app can snapshot its own onboarding in its own CI.
    public func presentHeadless(size: Size = Size(width: 80, height: 24), script: String, mainScreen: MainScreen? = nil)
        throws(ScriptError) -> HeadlessPresentation
    {
        presentHeadless(size: size, lines: try KeyScript.parse(script), mainScreen: mainScreen)
    }

    /// The same with the script already parsed; `onPresent` hears every frame drawn and
    /// `onSnapshot` each snapshot (instead of collecting them), with the virtual time.
    package func presentHeadless(
        size: Size, lines: [ScriptLine], mainScreen: MainScreen? = nil, animates: Bool = false,
        onPresent: ((CellBuffer, Duration) -> Void)? = nil, onSnapshot: ((String, CellBuffer, Duration) -> Void)? = nil
    ) -> HeadlessPresentation {
        let app = HeadlessApp(
            whatsNew: self, size: size, mainScreen: mainScreen, animates: animates, onPresent: onPresent)
        var snapshots: [HeadlessPresentation.Snapshot] = []
        var failure: ScriptRunner.Failure?
        do {
            try app.play(lines) { name, frame, time in
                if let onSnapshot {
                    onSnapshot(name, frame, time)
                } else {
                    snapshots.append(.init(name: name, frame: frame))
                }
            }
        } catch {
            failure = error
        }
        return HeadlessPresentation(
            decision: app.decision, snapshots: snapshots, finalFrame: app.frame, outcome: app.outcome, failure: failure,
            warnings: app.warnings, stats: app.application.stats)
    }
}
