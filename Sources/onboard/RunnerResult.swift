import OnboardKit
import TermCore

/// The runner's one JSON line on stdout, for tools in any language to read.
///
/// `{"result":"finished","share":true,"version":"2.1.0"}`; `result` is `finished`, `skipped`,
/// `quit` or `not-shown`, and a `not-shown` line adds the `reason` (`up-to-date`, `downgrade`,
/// `no-pages`, `disabled`, `opted-out`, `ci`, `state-unwritable`, `no-terminal`). Text is
/// escaped by ``JSONText``, the one JSON escaping.
enum RunnerResult {
    static func line(_ outcome: Outcome, share storedShare: Bool, version: SemanticVersion) -> String {
        let share = outcome.share ?? storedShare
        var line =
            #"{"result":"\#(outcome.code)","share":\#(share),"version":"\#(JSONText.escape(version.description))""#
        if case .notShown(let reason) = outcome { line += #","reason":"\#(reason.code)""# }
        return line + "}"
    }
}
