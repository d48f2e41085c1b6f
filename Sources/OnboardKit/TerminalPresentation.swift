import Onboarding
import TermNcurses
import TermUI

@MainActor
extension WhatsNew {
    /// Shows the pages when they are due and returns how it ended.
    ///
    /// With nothing due it returns ``Outcome/notShown(_:)`` at once, without touching the
    /// terminal (a newer version without pages is still recorded). Otherwise it takes the
    /// terminal until the last page is left, a quit key or a termination signal, and gives it
    /// back as it found it. Warnings about the state file go to ``onWarning`` afterwards.
    public func presentIfNeeded() -> Outcome {
        let store = makeStore(onTerminal: true)
        let decision = decide(onTerminal: true, store: store)
        if let reason = decision.reason {
            recordWithoutShowing(decision, in: store).forEach(onWarning)
            return .notShown(reason)
        }
        if isAccessible { return presentAccessibly(store: store, decision: decision) }
        return onTerminal(store: store, decision: decision, mainScreen: nil)
    }

    /// Runs a full-screen app: the pages when due, then `mainScreen` in their place.
    ///
    /// That is the root swap: the onboarding is released. Opted-out launches go straight to the
    /// main screen, and the run lasts until the app quits.
    /// Always takes the terminal, unless there is none (``NotShownReason/noTerminal(_:)``).
    public func run(mainScreen: MainScreen) -> Outcome {
        let store = makeStore(onTerminal: true)
        let decision = decide(onTerminal: true, store: store)
        if let reason = decision.reason, case .noTerminal = reason {
            decision.warnings.forEach(onWarning)
            return .notShown(reason)
        }
        if isAccessible, decision.reason == nil {
            // The pages as lines; the app's own screen after them is the app's, in full screen.
            let outcome = presentAccessibly(store: store, decision: decision)
            guard outcome.share != nil else { return outcome }
            _ = onTerminal(store: store, decision: decision, mainScreen: mainScreen, pagesShown: true)
            return outcome
        }
        return onTerminal(store: store, decision: decision, mainScreen: mainScreen)
    }

    private func onTerminal(
        store: any StateStore, decision: Decision, mainScreen: MainScreen?, pagesShown: Bool = false
    ) -> Outcome {
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(colorDepth: colorDepth)
        } catch {
            decision.warnings.forEach(onWarning)
            return .notShown(.noTerminal(error.description))
        }
        backend.countsBytes = onStatistics != nil
        backend.showsCursor = environment["ONBOARD_CURSOR"] == "visible"
        let application = Application(backend: backend, motion: motion)
        application.quitCondition = { backend.pendingSignal != nil }
        let flow = makeFlow(
            on: application, store: store, usesUnicode: backend.isUnicodeLocale, mainScreen: mainScreen)
        if pagesShown {
            flow.launch(allowsOnboarding: false)
        } else {
            launch(flow, after: decision)
        }
        application.run()
        backend.stop()
        // The flow read the state itself; the decision's own warnings would repeat its reads.
        (decision.stateWarning.map { [$0] } ?? []).forEach(onWarning)
        flow.warnings.forEach(onWarning)
        onStatistics?(application.stats, backend.bytesWritten)
        return outcome(of: flow, decision: decision, signal: backend.pendingSignal)
    }
}
