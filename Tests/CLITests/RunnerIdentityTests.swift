import Foundation
import TestSupport
import Testing

/// Whose state a run keeps: the app id and version come from the manifest or the flags, follow
/// `--app-id`'s rule wherever they come from, and never fall back to the demo's for another
/// app's pages; paths and flags that cannot mean anything are refused.
@Suite("Runner identity and state paths")
struct RunnerIdentityTests {
    private static let page = #"{"art":"art/a.txt","title":"T","body":"B"}"#
    private static let labels = #""labels":{"share":"S","enter":"E"}"#

    private func assets(_ head: String) -> String {
        Fixtures.assetsFolder([
            "art/a.txt": "A\n", "manifest.json": "{\(head)\"pages\":[\(Self.page)],\(Self.labels)}",
        ])
    }

    private func run(_ arguments: [String], stateHome: String) throws -> ProcessOutput {
        try Subprocess.run(
            [OnboardBinary.debug] + arguments,
            environment: OnboardBinary.environment(extra: ["XDG_STATE_HOME": stateHome]))
    }

    @Test(
        "A manifest's appId follows --app-id's rule: one line naming the field, exit 65, nothing written",
        arguments: ["../../escaped", "", "/tmp/absolute", ".hidden", "a\u{1B}[2Jb", "x\u{0D4E}/.."])
    func manifestAppID(id: String) throws {
        let home = try TemporaryFolder(prefix: "identity")
        let folder = assets(
            #""appId":\#(String(decoding: try JSONEncoder().encode(id), as: UTF8.self)),"version":"1.0.0","#)
        let result = try run(["--mark-seen", "--assets", folder], stateHome: home.path + "/state/home")
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("manifest.json: appId: '"))
        #expect(result.stderr.contains("' must be letters, digits, '-', '_' and '.' (not first)"))
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(home.names() == [])
    }

    @Test(
        "--app-id with a '/' hidden in a grapheme (x\u{0D4E}/..) is a usage error; nothing lands outside the app's folder",
        arguments: ["x\u{0D4E}/..", "x\u{0D4E}/../escaped", "a\u{85}b"])
    func hiddenSlash(id: String) throws {
        let home = try TemporaryFolder(prefix: "identity")
        let folder = assets("")
        let result = try run(
            ["--mark-seen", "--assets", folder, "--app-id", id, "--app-version", "1.0.0"],
            stateHome: home.path + "/state/home")
        #expect(result.status == 64)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.hasPrefix("onboard: --app-id takes letters, digits, '-', '_' and '.' (not first), got '"))
        #expect(home.names() == [])
    }

    @Test("Another app's pages without an id or a version name the missing field, exit 65")
    func missingIdentity() throws {
        let home = try TemporaryFolder(prefix: "identity")
        let folder = assets("")
        let noID = try run(["--mark-seen", "--assets", folder], stateHome: home.path)
        #expect(noID.status == 65)
        #expect(noID.stderr.hasSuffix("manifest.json: appId: missing: name the app here or pass --app-id ID\n"))
        let noVersion = try run(["--check", "--assets", folder, "--app-id", "tool"], stateHome: home.path)
        #expect(noVersion.status == 65)
        #expect(
            noVersion.stderr.hasSuffix(
                "manifest.json: version: missing: give the app's version here or pass --app-version V\n"))
        #expect(home.names() == [])
        let both = try run(
            ["--mark-seen", "--assets", folder, "--app-id", "tool", "--app-version", "1.4.0"], stateHome: home.path)
        #expect(both.status == 0)
        #expect(home.names() == ["tool"])
        let plain = try run(["--plain", "--assets", folder], stateHome: home.path)
        #expect(plain.status == 0)
    }

    @Test(
        "An empty path and contradictory flags are usage errors, exit 64",
        arguments: [
            (["--headless", "--keys", "esc", "--state-dir", ""], "onboard: --state-dir needs a path, got ''\n"),
            (["--plain", "--assets", ""], "onboard: --assets needs a path, got ''\n"),
            (
                ["--no-onboarding", "--force-onboarding"],
                "onboard: --no-onboarding and --force-onboarding do not go together\n"
            ),
        ])
    func usage(arguments: [String], message: String) throws {
        let home = try TemporaryFolder(prefix: "identity")
        let result = try run(arguments, stateHome: home.path)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(home.names() == [])
    }

    @Test("--check answers by versions without a terminal (setsid, pipes): the pages due, not 'no-terminal'")
    func checkWithoutTerminal() throws {
        let home = try TemporaryFolder(prefix: "identity")
        let folder = assets(#""appId":"tool","version":"1.4.0","#)
        let result = try Subprocess.run(
            ["/usr/bin/setsid", "-w", OnboardBinary.debug, "--check", "--assets", folder],
            environment: OnboardBinary.environment(extra: ["XDG_STATE_HOME": home.path]))
        #expect(result.status == 0)
        #expect(result.stdout == #"{"pending":true,"pages":1,"stored":null,"running":"1.4.0"}"# + "\n")
        #expect(home.names() == [])
    }

    @Test("--changelog that keeps state needs --app-id: the bundled manifest's id is the demo's")
    func changelogNeedsAppID() throws {
        let home = try TemporaryFolder(prefix: "identity")
        try home.write("## [1.0.0] - 2026-01-01\n- x\n", to: "CHANGELOG.md")
        let changelog = home.path + "/CHANGELOG.md"
        let result = try run(["--check", "--changelog", changelog], stateHome: home.path)
        #expect(result.status == 64)
        #expect(result.stderr == "onboard: --changelog needs --app-id ID, the app whose release notes they are\n")
        #expect(try run(["--plain", "--changelog", changelog], stateHome: home.path).status == 0)
        #expect(home.names() == ["CHANGELOG.md"])
    }
}
