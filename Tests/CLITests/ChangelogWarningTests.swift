import Foundation
import TestSupport
import Testing

/// A changelog with headings that are not releases still gives pages: one stderr warning per
/// skipped heading, naming its line; only a file where no release parses is refused (exit 65).
@Suite("Changelog headings skipped with a warning")
struct ChangelogWarningTests {
    static let oddHeadings = ChangelogTexts.oddHeadings

    private func run(_ text: String) throws -> (ProcessOutput, String) {
        let home = try TemporaryFolder(prefix: "changelog-warnings")
        try home.write(text, to: "CHANGELOG.md")
        let path = home.path + "/CHANGELOG.md"
        let result = try Subprocess.run(
            [OnboardBinary.debug, "--plain", "--changelog", path],
            environment: OnboardBinary.environment(extra: ["XDG_STATE_HOME": home.path]))
        return (result, path)
    }

    @Test("Pages for every release that parses, and one warning per skipped heading naming its line")
    func warnings() throws {
        let (result, path) = try run(Self.oddHeadings)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--- 1/3 ---"))
        #expect(
            result.errorLines == [
                "onboard: warning: \(path):5: '## Fixed' is not a release heading like '## [1.2.0] - 2026-11-30'; skipped",
                "onboard: warning: \(path):9: '## New Contributors' is not a release heading like '## [1.2.0] - 2026-11-30'; skipped",
                "onboard: warning: \(path):11: version 1.2.0 appears twice (first on line 7); skipped",
                "onboard: warning: \(path):15: '## Earlier releases' is not a release heading like '## [1.2.0] - 2026-11-30'; skipped",
            ])
    }

    @Test("A file where no release parses is refused: one line naming the first heading, exit 65")
    func refused() throws {
        let (result, path) = try run("# Changelog\n\n## Fixed\n- x\n\n## Older versions\n- y\n")
        #expect(result.status == 65)
        #expect(
            result.errorLines == [
                "onboard: \(path):3: '## Fixed' is not a release heading like '## [1.2.0] - 2026-11-30'"
            ])
    }
}
