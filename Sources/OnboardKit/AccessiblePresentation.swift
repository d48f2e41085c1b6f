import Glibc
import Onboarding
import TermCore
import TermNcurses
import TermUI

@MainActor
extension WhatsNew {
    /// The accessible mode (``isAccessible``): the due pages as plain lines with one-key
    /// prompts, on the terminal's normal screen; the same gate, state rules and outcome as
    /// full screen. The flow runs on a window nothing draws, so its recording is the same code.
    ///
    func presentAccessibly(store: any StateStore, decision: Decision) -> Outcome {
        guard let terminal = LineTerminal() else {
            decision.warnings.forEach(onWarning)
            return .notShown(.noTerminal("no terminal to read keys from"))
        }
        let window = Window(size: Size(width: 80, height: 24))
        let flow = AppFlow(window: window, manifest: manifest, currentVersion: version, store: store, mainScreen: nil)
        launch(flow, after: decision)
        var signal: Int32?
        if !flow.shownPages.isEmpty {
            var pager = AccessiblePager(
                pages: flow.shownPages, strings: manifest.strings, appName: appID, version: version.description,
                shareLabel: manifest.shareLabel, enterLabel: manifest.enterLabel, share: flow.isShareEnabled)
            let write: ([String]) -> Void = { lines in lines.forEach { terminal.write(String($0.map(\.terminalSafe))) } }
            write(pager.start())
            reading: while true {
                guard let key = terminal.readKey() else {
                    signal = terminal.pendingSignal ?? SIGHUP  // input ended: as a hang-up
                    break
                }
                switch pager.handle(key) {
                case .lines(let lines): write(lines)
                case .ended(let result):
                    flow.finishOnboarding(result)
                    break reading
                case .quit(let interrupted):
                    if interrupted { signal = SIGINT }  // as full screen records Ctrl-C
                    break reading
                }
            }
        }
        terminal.stop()
        (decision.stateWarning.map { [$0] } ?? []).forEach(onWarning)
        flow.warnings.forEach(onWarning)
        return outcome(of: flow, decision: decision, signal: signal)
    }
}
