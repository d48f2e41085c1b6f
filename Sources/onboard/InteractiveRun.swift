import OnboardKit
import TermNcurses

/// Runs the command for a person on the real terminal, through the front door.
///
/// The demo always takes the terminal (its main menu follows the pages, or stands alone when
/// nothing is new); the runner takes it only when pages are due, and prints its JSON line.
@MainActor
enum InteractiveRun {
    static func run(_ session: Session) -> Int32 {
        var whatsNew = session.whatsNew
        if session.options.printsStats {
            whatsNew.onStatistics = { stats, bytes in Console.error(StatsLine.text(stats, bytesWritten: bytes)) }
        }
        let outcome = session.mainScreen.map { whatsNew.run(mainScreen: $0) } ?? whatsNew.presentIfNeeded()
        if case .notShown(.noTerminal(let reason)) = outcome { Console.error(reason) }
        session.reportRunner(outcome, storedShare: whatsNew.decide().share)
        // The demo's menu outlives the pages: a signal that ended it (the pages finished or
        // skipped before) still exits 128 + N, as on the pages.
        if !session.isRunner, let signal = NcursesBackend.receivedSignal { return 128 + signal }
        return ExitStatus.of(outcome)
    }
}
