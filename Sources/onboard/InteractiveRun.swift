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
            backend = try NcursesBackend()
        } catch {
            Console.error(error.description)
            return error.exitCode
        }
        let application = Application(backend: backend, motion: session.motion)
        application.quitCondition = { backend.pendingSignal != nil }
        let flow = session.start(on: application, usesUnicode: backend.isUnicodeLocale)
        application.run()
        backend.stop()
        _ = flow
        if let signal = backend.pendingSignal { return 128 + signal }
        return 0
    }
}
