import Foundation
import TestSupport
import Testing

/// What `--check` and the runner's line say when nothing shows for reasons of versions or state:
/// `no-pages` when no page is for the running version on a fresh install, and
/// `state-unwritable` when the pages could never be marked seen (decided before showing).
@Suite("Reasons decided from versions and state")
struct StateDecisionTests {
    private func assets(since: String) -> String {
        Fixtures.assetsFolder([
            "art/a.txt": "A\n",
            "manifest.json":
                #"{"appId":"tool","pages":[{"art":"art/a.txt","title":"New","body":"B","since":"\#(since)"}],"#
                + #""labels":{"share":"S","enter":"E"}}"#,
        ])
    }

    private func run(_ arguments: [String], stateHome: String) throws -> ProcessOutput {
        try Subprocess.run(
            [OnboardBinary.debug] + arguments,
            environment: OnboardBinary.environment(extra: ["XDG_STATE_HOME": stateHome]))
    }

    @Test("Nothing stored and no page for the running version: --check and the runner say no-pages")
    func noPages() throws {
        let home = try TemporaryFolder(prefix: "no-pages")
        let folder = assets(since: "1.4.0")
        let check = try run(["--check", "--assets", folder, "--app-version", "0.0.1"], stateHome: home.path)
        #expect(
            check.stdout == #"{"pending":false,"pages":0,"stored":null,"running":"0.0.1","reason":"no-pages"}"# + "\n")
        #expect(check.status == 1)
        let runner = try run(
            [
                "--headless", "--assets", folder, "--app-version", "0.0.1", "--state-dir", home.path + "/s", "--keys",
                "esc",
            ],
            stateHome: home.path)
        #expect(
            runner.stdout.hasSuffix(
                #"{"result":"not-shown","share":true,"version":"0.0.1","reason":"no-pages"}"# + "\n"))
        #expect(runner.status == 0)
        // Something stored and nothing newer is still up to date.
        try home.write(#"{"lastVersion":"0.0.1"}"#, to: "tool/state.json")
        let stored = try run(["--check", "--assets", folder, "--app-version", "0.0.2"], stateHome: home.path)
        #expect(stored.stdout.hasSuffix(#""reason":"up-to-date"}"# + "\n"))
    }

    @Test("A state home under a regular file: --check says state-unwritable with one warning naming the file")
    func checkUnwritable() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try home.write("not a folder\n", to: "file")
        let folder = assets(since: "1.0.0")
        let result = try run(["--check", "--assets", folder, "--app-version", "1.0.0"], stateHome: home.path + "/file")
        #expect(
            result.stdout
                == #"{"pending":false,"pages":0,"stored":null,"running":"1.0.0","reason":"state-unwritable"}"# + "\n")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(
            result.stderr.hasPrefix(
                "onboard: warning: \(home.path)/file/tool/state.json: cannot be written (Not a directory)"))
        #expect(home.names() == ["file"])
    }

    @Test("The runner with a state folder that cannot be written shows nothing: state-unwritable, one warning, exit 0")
    func runnerUnwritable() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try home.write("not a folder\n", to: "file")
        let folder = assets(since: "1.0.0")
        let result = try run(
            [
                "--headless", "--assets", folder, "--app-version", "1.0.0", "--state-dir", home.path + "/file/sub",
                "--keys", "esc",
            ],
            stateHome: home.path)
        #expect(
            result.stdout.hasSuffix(
                #"{"result":"not-shown","share":true,"version":"1.0.0","reason":"state-unwritable"}"# + "\n"))
        #expect(!result.stdout.contains("New"))  // the page's title was never drawn
        #expect(result.status == 0)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.hasPrefix("onboard: warning: \(home.path)/file/sub/state.json: cannot be written"))
    }

    @Test("A folder in place of state.json cannot be written either")
    func folderInPlace() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try FileManager.default.createDirectory(
            atPath: home.path + "/tool/state.json", withIntermediateDirectories: true)
        let result = try run(
            ["--check", "--assets", assets(since: "1.0.0"), "--app-version", "1.0.0"], stateHome: home.path)
        #expect(result.stdout.hasSuffix(#""reason":"state-unwritable"}"# + "\n"))
        #expect(result.status == 1)
    }

    @Test("--force-onboarding still shows the pages; the failed write is the one warning at the end")
    func forced() throws {
        let home = try TemporaryFolder(prefix: "unwritable")
        try home.write("not a folder\n", to: "file")
        let result = try run(
            [
                "--headless", "--assets", assets(since: "1.0.0"), "--app-version", "1.0.0", "--force-onboarding",
                "--state-dir", home.path + "/file/sub", "--keys", "enter",
            ],
            stateHome: home.path)
        #expect(result.stdout.hasSuffix(#"{"result":"finished","share":true,"version":"1.0.0"}"# + "\n"))
        #expect(result.errorLines.count == 1)
        #expect(result.status == 0)
    }
}
