import Onboarding
import TermCore
import TermUI

/// Runs the app against the headless backend and a virtual clock, printing frames as text.
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
        let backend = HeadlessBackend(size: options.size, colorDepth: output.depth)
        let clock = VirtualClock()
        let application = Application(
            backend: backend, clock: clock, motion: options.animate ? session.motion : .reduced)
        backend.onPresent = { frame in output.present(frame, at: clock.now) }
        let usesUnicode = LocaleCharset.isUTF8(environment: session.environment)
        let flow = session.start(on: application, usesUnicode: usesUnicode, headless: true)
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in
            output.snapshot(name, frame, at: clock.now)
        }
        var status: Int32 = 0
        do {
            try runner.run(lines)
            if options.scriptPath == nil {
                output.finalFrame(application.currentFrame ?? application.window.render())
            }
        } catch {
            let location = "\(ScriptSource.name(for: options)):\(error.line)"
            Console.output("--- screen at \(location)\n\(error.screen)")
            Console.error("\(location): \(error.message)")
            status = 1
        }
        output.finish()
        session.report(flow)
        if options.printsStats { Console.error(StatsLine.text(application.stats, bytesWritten: 0)) }
        if let failure = output.failure {
            Console.error(failure.description)
            return failure.code
        }
        return status
    }
}
