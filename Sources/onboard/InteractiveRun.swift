import Glibc
import Onboarding
import TermCore
import TermNcurses
import TermUI

/// Runs the app for a person on the real terminal.
@MainActor
enum InteractiveRun {
    static func run(_ session: Session) -> Int32 {
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(colorDepth: session.options.colorDepth)
        } catch {
            Console.error(error.description)
            if session.isRunner {
                Console.output(#"{"result":"not-shown","reason":"no-terminal"}"#)
            }
            return error.exitCode
        }
        backend.countsBytes = session.options.printsStats
        let application = Application(backend: backend, motion: session.motion)
        application.quitCondition = { backend.pendingSignal != nil }
        let flow = session.start(on: application, usesUnicode: backend.isUnicodeLocale, headless: false)
        application.run()
        backend.stop()
        session.report(flow)
        if session.options.printsStats {
            Console.error(StatsLine.text(application.stats, bytesWritten: backend.bytesWritten))
        }
        if let signal = backend.pendingSignal { return 128 + signal }
        return 0
    }
}
