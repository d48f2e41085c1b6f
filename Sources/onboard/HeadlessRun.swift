import OnboardKit
import TermCore

/// Runs the command against the front door's headless form, printing frames as text.
///
/// `--script` prints each `snapshot`; `--keys` prints the frame it ends on. An `expect` that
/// fails prints the screen and exits 1; a bad script exits 65, an unreadable one 66, and an
/// output that cannot be written 74 (see ``ExitError``).
@MainActor
enum HeadlessRun {
    static func run(_ session: Session) -> Int32 {
        let options = session.options
        let output = HeadlessOutput(options: options)
        let lines: [ScriptLine]
        do {
            lines = try ScriptSource.lines(for: options)
            try output.prepare()
        } catch {
            Console.error(error.description)
            return error.code
        }
        var whatsNew = session.whatsNew
        whatsNew.colorDepth = output.depth
        let result = whatsNew.presentHeadless(
            size: options.size, lines: lines, mainScreen: session.mainScreen, animates: options.animate,
            onPresent: { frame, time in output.present(frame, at: time) },
            onSnapshot: { name, frame, time in output.snapshot(name, frame, at: time) })
        var status: Int32 = 0
        if let failure = result.failure {
            let location = "\(ScriptSource.name(for: options)):\(failure.line)"
            // The path is the caller's text: on stdout too, its controls become stand-ins.
            Console.output("--- screen at \(String(location.map(\.terminalSafe)))\n\(failure.screen)")
            Console.error("\(location): \(failure.message)")
            status = 1
        } else if options.scriptPath == nil {
            output.finalFrame(result.finalFrame)
        }
        output.finish()
        for warning in result.warnings { Console.error("warning: \(warning)") }
        session.reportRunner(result.outcome, storedShare: result.decision.share)
        if options.printsStats { Console.error(StatsLine.text(result.stats, bytesWritten: 0)) }
        if let failure = output.failure {
            Console.error(failure.description)
            return failure.code
        }
        return status
    }
}
