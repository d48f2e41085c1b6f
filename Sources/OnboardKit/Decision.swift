import Onboarding
import TermNcurses

/// What a launch would show, decided without touching the terminal or writing the state.
///
/// ``WhatsNew/decide()`` reads the stored state once and asks, in order: which pages the version
/// gate lets through (none: ``NotShownReason/upToDate``, ``NotShownReason/downgrade`` or
/// ``NotShownReason/noPages``), whether the tool, the person or `CI` turned them off, whether
/// the state could be written once they end (``NotShownReason/stateUnwritable``: pages that can
/// never be marked seen would show at every launch), and whether there is a terminal to show
/// them on. A tool can ask this alone, to print a one-line hint instead of the pages.
public struct Decision: Hashable, Sendable {
    /// The pages that would show; empty when none would.
    public var pages: [FeaturePage]
    /// Why nothing would show; nil when pages are due.
    public var reason: NotShownReason?
    /// The version stored by the last dismissed onboarding; nil on a fresh install.
    public var storedVersion: SemanticVersion?
    public var runningVersion: SemanticVersion
    /// The stored "Share with everyone" choice (on until someone turns it off).
    public var share: Bool
    /// Problems met reading the state file (a corrupt file reads as a fresh install).
    public var warnings: [String]

    /// Whether pages are due.
    public var isPending: Bool { reason == nil }

    /// The one warning of a state that cannot be written, naming the file; nil otherwise.
    var stateWarning: String? {
        guard case .stateUnwritable(let problem) = reason else { return nil }
        return problem + "; the pages are not shown until it can be written"
    }
}

extension WhatsNew {
    /// Decides what a launch on a terminal would show; never writes anything.
    public func decide() -> Decision {
        decide(onTerminal: true, store: makeStore(onTerminal: true))
    }

    /// Decides whether this version has news for the person, by the version gate and the
    /// opt-outs alone: whether a terminal could show the pages right now is not asked.
    ///
    /// For a hint printed where there may be no terminal (a git hook, an editor's task, cron):
    /// `onboard --check` answers this. Never writes anything.
    public func decideNews() -> Decision {
        decide(onTerminal: true, store: makeStore(onTerminal: true), needsTerminal: false)
    }

    /// `onTerminal` false is a headless run: it is explicit, so `CI` and a missing terminal do
    /// not count against it; `needsTerminal` false leaves out only the missing terminal.
    func decide(onTerminal: Bool, store: any StateStore, needsTerminal: Bool = true) -> Decision {
        let (state, readWarnings) = readState(store)
        var warnings = readWarnings
        if !hasUsableAppID {
            warnings.append(WhatsNewError.invalidAppID(appID).description + "; nothing is stored")
        }
        let stored = state.lastVersion.flatMap(SemanticVersion.init)
        var decision = Decision(
            pages: [], reason: nil, storedVersion: stored, runningVersion: version, share: state.share ?? true,
            warnings: warnings)
        let gated = forgetsStoredVersion ? nil : stored
        let pages = VersionGate.pages(of: manifest, stored: gated, current: version, force: showsEveryPage)
        if pages.isEmpty {
            decision.reason = emptyReason(stored: gated)
        } else if !showsEveryPage, let optOut = optOut(onTerminal: onTerminal) {
            decision.reason = optOut
        } else if !showsEveryPage, let problem = writeProblem(store) {
            decision.reason = .stateUnwritable(problem)
            decision.warnings += decision.stateWarning.map { [$0] } ?? []
        } else if onTerminal, needsTerminal, !NcursesBackend.isTerminalAvailable {
            decision.reason = .noTerminal("no terminal: stdin/stdout are not a terminal and /dev/tty cannot be opened")
        } else {
            decision.pages = pages
        }
        return decision
    }

    /// Why the gate let no page through: nothing stored means no page is for this version yet.
    private func emptyReason(stored: SemanticVersion?) -> NotShownReason {
        guard let stored, !manifest.pages.isEmpty else { return .noPages }
        return stored > version ? .downgrade : .upToDate
    }

    /// Why the state could not be written once the pages end, asked only when pages are due
    /// (a launch with nothing new costs no more than before); nil when it could.
    ///
    /// Pages shown with a state that cannot be written are never marked seen, so they came
    /// back at every launch. Forcing the pages (``showsEveryPage``) skips the question: they
    /// were asked for, and a failed write is then a warning at the end.
    private func writeProblem(_ store: any StateStore) -> String? {
        do {
            try store.checkWritable()
            return nil
        } catch {
            return error.description
        }
    }

    private func optOut(onTerminal: Bool) -> NotShownReason? {
        if isDisabled { return .disabled }
        if let disable = environment["ONBOARD_DISABLE"], !disable.isEmpty, disable != "0" { return .optedOut }
        if onTerminal, let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" {
            return .continuousIntegration
        }
        return nil
    }

    private func readState(_ store: any StateStore) -> (AppState, [String]) {
        do {
            return (try store.load() ?? AppState(), [])
        } catch {
            return (AppState(), ["\(error.description); starting fresh"])
        }
    }
}
