/// How a presentation ended, as the front door returns it.
///
/// `finished` and `skipped` carry the "Share with everyone" choice the person left on the last
/// page; `quit` carries the termination signal when one ended the run (the caller usually exits
/// with `128 + signal` then); `notShown` says why no page appeared.
public enum Outcome: Hashable, Sendable {
    /// "Enter app" on the last page.
    case finished(share: Bool)
    /// Esc on any page: recorded as seen.
    case skipped(share: Bool)
    /// `q`, Ctrl-C or a termination signal before the end: nothing recorded, shown again next time.
    case quit(signal: Int32?)
    case notShown(NotShownReason)

    /// The runner's `result` word: `finished`, `skipped`, `quit` or `not-shown`.
    public var code: String {
        switch self {
        case .finished: "finished"
        case .skipped: "skipped"
        case .quit: "quit"
        case .notShown: "not-shown"
        }
    }

    /// The share choice the person made; nil when the pages did not reach an end.
    public var share: Bool? {
        switch self {
        case .finished(let share), .skipped(let share): share
        case .quit, .notShown: nil
        }
    }
}
