import Onboarding
import TermCore
import TermUI

/// Runs the app against the headless backend and a virtual clock, printing frames as text.
@MainActor
enum HeadlessRun {
    static func run(_ session: Session) -> Int32 {
        let lines: [ScriptLine]
        do {
            lines = try KeyScript.parseKeys(session.options.keys ?? "")
        } catch {
            Console.error(error.description)
            return 65
        }
        let backend = HeadlessBackend(size: session.options.size)
        let motion = session.options.animate ? session.motion : .reduced
        let application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        let flow = session.start(on: application, usesUnicode: true, headless: true)
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in
            Console.output("--- \(name)\n\(frame.text)")
        }
        do {
            try runner.run(lines)
        } catch {
            Console.output(error.screen)
            Console.error("--keys:\(error.line): \(error.message)")
            return 1
        }
        Console.output(application.currentFrame?.text ?? "")
        session.report(flow)
        return 0
    }
}
