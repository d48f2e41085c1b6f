import FlowSupport
import Foundation
import OnboardKit
import TestSupport
import Testing

/// The decision, made without a terminal: the version gate, then the opt-outs.
///
/// Headless decisions (`presentHeadless`) are used so no terminal is ever needed.
@MainActor
@Suite("Front door: deciding")
struct DecisionTests {
    private func whatsNew(version: String, stored: String?, environment: [String: String] = [:]) throws -> WhatsNew {
        let folder = try TemporaryFolder(prefix: "decide")
        if let stored { try folder.write(#"{"lastVersion":"\#(stored)"}"#, to: "state.json") }
        var whatsNew = try WhatsNew(
            assets: Fixtures.assets, appID: "decide", version: version, environment: environment)
        whatsNew.stateDirectory = folder.path
        return whatsNew
    }

    @Test(
        "Fresh, upgraded, same and downgraded state decide as the gate says",
        arguments: [
            (nil, "2.1.0", 4, nil), ("2.0.0", "2.1.0", 3, nil), ("2.1.0", "2.1.0", 0, NotShownReason.upToDate),
            ("3.0.0", "2.1.0", 0, NotShownReason.downgrade),
        ] as [(String?, String, Int, NotShownReason?)])
    func gate(stored: String?, running: String, pages: Int, reason: NotShownReason?) throws {
        let decision = try whatsNew(version: running, stored: stored).headless().decision
        #expect(decision.pages.count == pages)
        #expect(decision.reason == reason)
        #expect(decision.storedVersion == stored.flatMap(SemanticVersion.init))
        #expect(decision.runningVersion == SemanticVersion(running))
    }

    @Test("The tool's switch and ONBOARD_DISABLE stop due pages; CI does not stop a headless run")
    func optOuts() throws {
        var disabled = try whatsNew(version: "2.1.0", stored: nil)
        disabled.isDisabled = true
        #expect(disabled.headless().decision.reason == .disabled)
        let optedOut = try whatsNew(version: "2.1.0", stored: nil, environment: ["ONBOARD_DISABLE": "1"])
        #expect(optedOut.headless().decision.reason == .optedOut)
        let ci = try whatsNew(version: "2.1.0", stored: nil, environment: ["CI": "true"])
        #expect(ci.headless().decision.isPending)
        var forced = try whatsNew(version: "2.1.0", stored: "2.1.0", environment: ["ONBOARD_DISABLE": "1"])
        forced.showsEveryPage = true
        #expect(forced.headless().decision.pages.count == 4)
    }

    @Test("A corrupt state file decides as a fresh install, with one warning line")
    func corruptState() throws {
        let folder = try TemporaryFolder(prefix: "corrupt")
        try folder.write("{not json", to: "state.json")
        var whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "corrupt", version: "2.1.0", environment: [:])
        whatsNew.stateDirectory = folder.path
        let decision = whatsNew.headless().decision
        #expect(decision.pages.count == 4)
        #expect(decision.warnings.count == 1)
        #expect(decision.warnings.allSatisfy { !$0.contains("\n") && $0.contains("state.json") })
    }

    @Test("A bad version or app id is a typed error naming the value, not an exit code")
    func badInput() {
        #expect(throws: WhatsNewError.self) { try WhatsNew(assets: Fixtures.assets, appID: "ok", version: "one") }
        #expect(throws: WhatsNewError.self) { try WhatsNew(assets: Fixtures.assets, appID: "../x", version: "1.0.0") }
        do {
            _ = try WhatsNew(assets: "/nowhere", appID: "ok", version: "1.0.0")
            Issue.record("a missing folder must throw")
        } catch {
            guard case .assets(let asset) = error else {
                Issue.record("expected an assets error, got \(error)")
                return
            }
            #expect(asset.isMissingFile)
            #expect(error.description.hasPrefix("/nowhere/manifest.json"))
        }
    }

    @Test("Nothing stored and no page for the running version: no-pages, in the decision and the outcome")
    func noPageForThisVersion() throws {
        let folder = try TemporaryFolder(prefix: "no-pages")
        var whatsNew = try WhatsNew(
            pages: [Fixtures.page("Later", since: "1.4.0")], appID: "no-pages", version: "0.0.1", environment: [:])
        whatsNew.stateDirectory = folder.path
        #expect(whatsNew.decideNews().reason == .noPages)
        #expect(whatsNew.headless().decision.reason == .noPages)
        #expect(whatsNew.presentIfNeeded() == .notShown(.noPages))
        #expect(folder.names() == [])
    }

    @Test("A state folder under a regular file: state-unwritable before anything shows, one warning naming it")
    func unwritableState() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try home.write("a file\n", to: "file")
        var whatsNew = try WhatsNew(assets: Fixtures.assets, appID: "tool", version: "2.1.0", environment: [:])
        whatsNew.stateDirectory = home.path + "/file/state"
        let decision = whatsNew.decideNews()
        #expect(decision.reason?.code == "state-unwritable")
        #expect(decision.pages.isEmpty)
        #expect(decision.warnings.count == 1)
        #expect(decision.warnings.first?.hasPrefix(home.path + "/file/state/state.json: cannot be written") == true)
        var warnings: [String] = []
        whatsNew.onWarning = { warnings.append($0) }
        let outcome = whatsNew.presentIfNeeded()
        #expect(outcome.code == "not-shown")
        if case .notShown(let reason) = outcome { #expect(reason.code == "state-unwritable") }
        #expect(warnings.count == 1)
        let headless = whatsNew.headless()
        #expect(headless.decision.reason?.code == "state-unwritable")
        #expect(headless.warnings.count == 1)
        // The default folder, under an XDG_STATE_HOME that is a file, is judged the same way.
        let byDefault = try WhatsNew(
            assets: Fixtures.assets, appID: "tool", version: "2.1.0",
            environment: ["XDG_STATE_HOME": home.path + "/file"])
        #expect(byDefault.decideNews().reason?.code == "state-unwritable")
        #expect(home.names() == ["file"])
    }

    @Test("The check leaves nothing behind: no folder made, no temporary file")
    func checkLeavesNothing() throws {
        let home = try TemporaryFolder(prefix: "writable")
        let whatsNew = try WhatsNew(
            assets: Fixtures.assets, appID: "tool", version: "2.1.0", environment: ["XDG_STATE_HOME": home.path])
        #expect(whatsNew.decideNews().isPending)
        #expect(home.names() == [])
        try home.write(#"{"lastVersion":"2.0.0"}"#, to: "tool/state.json")
        #expect(whatsNew.decideNews().isPending)
        #expect(home.names() == ["tool"])
        #expect((try FileManager.default.contentsOfDirectory(atPath: home.path + "/tool")) == ["state.json"])
    }
}
