import Foundation
import TestSupport
import Testing

/// A version carrying a C1 control (`1.0.0-a\u{9B}2J` is CSI 2 J, "clear the screen", on a
/// terminal that reads 8-bit controls) never reaches stdout raw: SemVer's identifiers are
/// `[0-9A-Za-z-]`, so such a version is refused with one line naming the file and field, and
/// JSON escapes every control anyway.
@Suite("Control characters in versions and JSON lines")
struct ControlBytesInJSONTests {
    private static let version = "1.0.0-a\u{9B}2J"

    private func assets(version: String) throws -> String {
        let quoted = String(decoding: try JSONEncoder().encode(version), as: UTF8.self)
        return Fixtures.assetsFolder([
            "art/a.txt": "A\n",
            "manifest.json":
                #"{"appId":"tool","version":\#(quoted),"pages":[{"art":"art/a.txt","title":"T","body":"B"}],"#
                + #""labels":{"share":"S","enter":"E"}}"#,
        ])
    }

    private func run(_ arguments: [String], stateHome: String) throws -> ProcessOutput {
        try Subprocess.run(
            [OnboardBinary.debug] + arguments,
            environment: OnboardBinary.environment(extra: ["XDG_STATE_HOME": stateHome]))
    }

    /// Whether `text` holds a C1 control or a bidi control as itself.
    private func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (0x80...0x9F).contains(scalar.value) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test(
        "A manifest version with a C1 control: --check, the runner and --mark-seen refuse it naming the field, exit 65",
        arguments: [["--check"], ["--mark-seen"], ["--headless", "--keys", "esc"]])
    func manifestVersion(mode: [String]) throws {
        let home = try TemporaryFolder(prefix: "c1")
        let folder = try assets(version: Self.version)
        let result = try run(mode + ["--assets", folder], stateHome: home.path)
        #expect(result.status == 65)
        #expect(!hasRawControl(result.stdout + result.stderr))
        #expect(result.errorLines.count == 1)
        #expect(
            result.stderr
                == "onboard: \(folder)/manifest.json: version: '1.0.0-a\u{FFFD}2J' is not a version like 2.1.0\n")
        #expect(home.names() == [])
    }

    @Test("--app-version with a C1 control or a bidi override is a usage error, exit 64")
    func appVersion() throws {
        let home = try TemporaryFolder(prefix: "c1")
        let folder = try assets(version: "1.0.0")
        for version in [Self.version, "1.0.0+\u{202E}x"] {
            let result = try run(["--check", "--assets", folder, "--app-version", version], stateHome: home.path)
            #expect(result.status == 64)
            #expect(!hasRawControl(result.stdout + result.stderr))
            #expect(result.errorLines.count == 1)
            #expect(result.stderr.hasPrefix("onboard: --app-version expects a version such as 2.1.0, got '"))
        }
    }

    @Test("A changelog heading with a C1 control in its version is one line naming FILE:LINE, exit 65")
    func changelogVersion() throws {
        let home = try TemporaryFolder(prefix: "c1")
        try home.write("# Changelog\n\n## [\(Self.version)] - 2026-01-01\n- x\n", to: "CHANGELOG.md")
        let result = try run(
            ["--check", "--changelog", home.path + "/CHANGELOG.md", "--app-id", "tool"], stateHome: home.path)
        #expect(result.status == 65)
        #expect(!hasRawControl(result.stdout + result.stderr))
        #expect(result.stderr.hasPrefix("onboard: \(home.path)/CHANGELOG.md:3: '1.0.0-a"))
    }

    @Test("A stored version with a C1 control reads as a corrupt state file, never as raw bytes in --check's line")
    func storedVersion() throws {
        let home = try TemporaryFolder(prefix: "c1")
        let folder = try assets(version: "1.0.0")
        try home.write(#"{"lastVersion":"0.9.0-a\u009b2J"}"#, to: "tool/state.json")
        let result = try run(["--check", "--assets", folder], stateHome: home.path)
        #expect(!hasRawControl(result.stdout + result.stderr))
        #expect(result.stdout == #"{"pending":true,"pages":1,"stored":null,"running":"1.0.0"}"# + "\n")
        #expect(result.status == 0)
    }
}
