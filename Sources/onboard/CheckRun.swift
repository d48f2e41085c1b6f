import OnboardKit
import TermCore

/// `--check` and `--mark-seen`: decide or record without ever touching the terminal.
@MainActor
enum CheckRun {
    /// Prints `{"pending":…,"pages":…,"stored":…,"running":…}` (and the `reason` when nothing is
    /// pending); exits 0 when pages are due and 1 when not, so `if onboard --check …` reads well.
    static func check(_ session: Session) -> Int32 {
        // News or not, terminal or not: a hook or a cron job asks without one (decideNews).
        let decision = session.whatsNew.decideNews()
        for warning in decision.warnings { Console.error("warning: \(warning)") }
        let stored = decision.storedVersion.map { #""\#(JSONText.escape($0.description))""# } ?? "null"
        var line =
            #"{"pending":\#(decision.isPending),"pages":\#(decision.pages.count),"stored":\#(stored),"#
            + #""running":"\#(JSONText.escape(decision.runningVersion.description))""#
        if let reason = decision.reason { line += #","reason":"\#(reason.code)""# }
        Console.output(line + "}")
        return decision.isPending ? 0 : 1
    }

    /// Records the running version; prints the runner's line with `result` `marked-seen`.
    static func markSeen(_ session: Session) -> Int32 {
        do {
            let stored = try session.whatsNew.markSeen()
            let share = session.whatsNew.decide().share
            Console.output(
                #"{"result":"marked-seen","share":\#(share),"version":"\#(JSONText.escape(stored.description))"}"#)
            return 0
        } catch {
            Console.error(error.description)
            return ExitStatus.ioError
        }
    }
}
