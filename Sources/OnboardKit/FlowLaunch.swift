import Onboarding
import TermCore
import TermUI

/// What the terminal and headless presentations share: wiring the flow to the window, starting
/// it as the decision says, and reading the outcome off it.
extension WhatsNew {
    /// The flow on `application`'s window; `q` and Ctrl-C quit, other unused keys go to the host.
    @MainActor
    func makeFlow(on application: Application, store: any StateStore, usesUnicode: Bool, mainScreen: MainScreen?)
        -> AppFlow
    {
        let flow = AppFlow(
            window: application.window, manifest: manifest, currentVersion: version, store: store,
            mainScreen: mainScreen)
        flow.usesUnicode = usesUnicode
        let onUnhandledKey = self.onUnhandledKey
        application.window.onUnhandledKey = { [weak application] key in
            if key == KeyEvent(.character("q")) || key == KeyEvent(.character("c"), modifiers: .control) {
                application?.quit()
            } else {
                onUnhandledKey?(key)
            }
        }
        return flow
    }

    /// Shows the pages the decision allows; an opted-out app, or one whose state cannot be
    /// written, still gets its main screen.
    @MainActor
    func launch(_ flow: AppFlow, after decision: Decision) {
        let isOptOut = [.disabled, .optedOut, .continuousIntegration].contains(decision.reason)
        let cannotRecord = decision.stateWarning != nil
        flow.launch(
            force: showsEveryPage, resetVersion: forgetsStoredVersion && !cannotRecord,
            allowsOnboarding: !isOptOut && !cannotRecord)
    }

    /// Stores what a launch that shows nothing still records.
    ///
    /// That is a forgotten version (`--reset`), or the running version when it is newer and
    /// brought no pages. Never throws: a state file that cannot be written is one more warning.
    func recordWithoutShowing(_ decision: Decision, in store: any StateStore) -> [String] {
        guard decision.stateWarning == nil else { return decision.warnings }  // it says so once
        do {
            if forgetsStoredVersion {
                _ = try store.update { $0.lastVersion = nil }
            } else if decision.reason == .upToDate, let stored = decision.storedVersion, stored < version {
                _ = try store.update { state in
                    let newest = state.lastVersion.flatMap(SemanticVersion.init)
                    state.lastVersion = VersionGate.versionToRecord(stored: newest, current: version).description
                }
            }
            return decision.warnings
        } catch {
            return decision.warnings + ["\(error.description); the choice is kept for this run only"]
        }
    }

    /// How the run ended, read off the flow once its loop has returned.
    @MainActor
    func outcome(of flow: AppFlow, decision: Decision, signal: Int32?) -> Outcome {
        if let result = flow.lastResult {
            switch result.outcome {
            case .finished: return .finished(share: result.share)
            case .skipped: return .skipped(share: result.share)
            }
        }
        if flow.shownPages.isEmpty, signal == nil { return .notShown(decision.reason ?? .upToDate) }
        return .quit(signal: signal)
    }
}

extension WhatsNew {
    /// Records the running version as seen without showing anything.
    ///
    /// For a tool that told its news another way; a higher stored version is never lowered.
    /// Returns the version now stored.
    @discardableResult
    public func markSeen() throws(StateError) -> SemanticVersion {
        guard hasUsableAppID else {
            throw StateError(path: "app id '\(appID)'", message: "must be \(AppIdentifier.rule); nothing is stored")
        }
        let state = try makeStore(onTerminal: true).update { state in
            let stored = state.lastVersion.flatMap(SemanticVersion.init)
            state.lastVersion = VersionGate.versionToRecord(stored: stored, current: version).description
        }
        return state.lastVersion.flatMap(SemanticVersion.init) ?? version
    }
}
