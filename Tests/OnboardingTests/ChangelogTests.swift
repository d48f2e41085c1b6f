import TermCore
import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

/// Keep a Changelog files as pages: one per release, newest first, Unreleased left out.
@Suite("Pages from a changelog")
@MainActor
struct ChangelogTests {
    static let text = """
        # Changelog
        Intro text with a ## inside it.

        ## [Unreleased]
        ### Added
        - Not yet.

        ## [1.10.0] - 2026-11-30
        ### Added
        - **Big** thing, see [the notes][1.10.0].

        ```
        ## not a heading inside code
        ```

        ## 1.9.1 – 2026-10-02 [YANKED]
        ### Fixed
        - Small thing.

        ## [1.2.0](https://example.org/1.2.0)
        - Old thing.

        [1.10.0]: https://example.org/compare/1.9.1...1.10.0
        """

    @Test("Releases come newest first (1.10 after 1.9), with dates; Unreleased is left out")
    func releases() throws {
        let changelog = try Changelog(parsing: Self.text, path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.version.description) == ["1.10.0", "1.9.1", "1.2.0"])
        #expect(changelog.releases.map(\.date) == ["2026-11-30", "2026-10-02 [YANKED]", nil])
        #expect(changelog.releases.map(\.line) == [8, 16, 20])
        #expect(changelog.newestVersion == SemanticVersion("1.10.0"))
        #expect(changelog.releases[0].notes.hasPrefix("### Added\n- **Big** thing"))
        #expect(changelog.releases[0].notes.contains("## not a heading inside code"))
    }

    @Test("Pre-releases written the Python way (3.0.0rc1, 2.1b2) are read; a version that is not one is named")
    func pythonPrereleases() throws {
        let text =
            "## [3.0.0] - 2022-10-20\n- final\n\n## [3.0.0rc1](https://example.org) (2022-10-18)\n- rc\n\n## 2.1b2\n- b\n"
        let changelog = try Changelog(parsing: text, path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.name) == ["3.0.0", "3.0.0rc1", "2.1b2"])
        #expect(changelog.releases.map(\.version.description) == ["3.0.0", "3.0.0-rc.1", "2.1-b.2"])
        #expect(changelog.releases[1].version < changelog.releases[0].version)
        #expect {
            try Changelog(parsing: "## [3.0.0.1.2] - 2022\n- x\n", path: "CHANGELOG.md")
        } throws: { error in
            (error as? AssetError)?.description
                == "CHANGELOG.md:1: '3.0.0.1.2' is not a version like 1.2.0 or 1.2.0-rc.1"
        }
    }

    @Test("A changelog saved with Windows line endings reads as with line feeds")
    func windowsLineEndings() throws {
        let lf = try Changelog(parsing: Self.text, path: "CHANGELOG.md")
        let crlf = try Changelog(
            parsing: Self.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"),
            path: "CHANGELOG.md")
        #expect(crlf.releases == lf.releases)
        #expect(crlf.pages(newerThan: SemanticVersion("1.9.1"))[0].body.hasPrefix("*2026-11-30*\n\n### Added"))
    }

    @Test("Pages newer than the stored version and not past the running one, titled with the version")
    func pages() throws {
        let changelog = try Changelog(parsing: Self.text, path: "CHANGELOG.md")
        #expect(changelog.pages(newerThan: nil).map(\.title) == ["1.10.0", "1.2.0"])
        #expect(changelog.pages(newerThan: SemanticVersion("1.9.1")).map(\.title) == ["1.10.0"])
        #expect(changelog.pages(newerThan: SemanticVersion("1.10.0")).isEmpty)
        #expect(
            changelog.pages(newerThan: SemanticVersion("1.0"), running: SemanticVersion("1.9.5")).map(\.title)
                == ["1.2.0"])
        let page = changelog.pages(newerThan: SemanticVersion("1.9.1"))[0]
        #expect(page.since == SemanticVersion("1.10.0"))
        #expect(page.body.hasPrefix("*2026-11-30*\n\n### Added"))
    }

    @Test("A yanked release gets no page and is never the newest version")
    func yanked() throws {
        let text = "## [2.0.1] - 2026-12-01 [yanked]\n- oops\n\n## [2.0.0] - 2026-11-30\n- real\n\n## [1.0.0]\n- old\n"
        let changelog = try Changelog(parsing: text, path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.isYanked) == [true, false, false])
        #expect(changelog.newestVersion == SemanticVersion("2.0.0"))
        #expect(changelog.pages(newerThan: SemanticVersion("1.0.0")).map(\.title) == ["2.0.0"])
        #expect(changelog.pages(newerThan: nil, running: SemanticVersion("2.0.1")).map(\.title) == ["2.0.0", "1.0.0"])
        let allPulled = try Changelog(parsing: "## [0.1.0] - 2026-01-01 [YANKED]\n- x\n", path: "CHANGELOG.md")
        #expect(allPulled.newestVersion == nil)
        #expect(allPulled.pages(newerThan: nil).isEmpty)
    }

    @Test("Reference-style links resolve on every page")
    func referenceLinks() throws {
        let changelog = try Changelog(parsing: Self.text, path: "CHANGELOG.md")
        let harness = FlowHarness(pages: changelog.pages(newerThan: nil), shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.text.contains("see the notes\n"))
        #expect(harness.text.contains("(https://example.org/compare/1.9.1...1.10.0)."))
        #expect(!harness.text.contains("[1.10.0]:"))
    }

    @Test(
        "A malformed file is one line naming the line (not a missing file)",
        arguments: [
            (
                "# Log\n\n## Release one\n- x",
                "CHANGELOG.md:3: '## Release one' is not a release heading like '## [1.2.0] - 2026-11-30'"
            ),
            (
                "# Changelog\n\n## [Unreleased]\n- soon",
                "CHANGELOG.md:4: no release heading such as '## [1.0.0] - 2026-01-01'"
            ),
            (
                "# Changelog\n\n## [Unreleased]\n- soon\n",
                "CHANGELOG.md:4: no release heading such as '## [1.0.0] - 2026-01-01'"
            ),
            (
                "# Changelog\r\n\r\n- soon\r\n\r\n",
                "CHANGELOG.md:4: no release heading such as '## [1.0.0] - 2026-01-01'"
            ),
            (
                "## [1.0.0\u{1B}[31m] - x",
                "CHANGELOG.md:1: '1.0.0␛[31m' is not a version like 1.2.0 or 1.2.0-rc.1"
            ),
        ])
    func malformed(text: String, message: String) {
        #expect {
            _ = try Changelog(parsing: text, path: "CHANGELOG.md")
        } throws: { error in
            (error as? AssetError)?.description == message && (error as? AssetError)?.isMissingFile == false
        }
    }

    @Test("A version written twice keeps its first section; the second heading is one warning naming its line")
    func repeatedVersion() throws {
        let changelog = try Changelog(parsing: "## [1.0.0]\n- a\n## [2.0.0]\n- b\n## [1.0]\n- c\n", path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.name) == ["2.0.0", "1.0.0"])
        #expect(changelog.warnings == ["CHANGELOG.md:5: version 1.0 appears twice (first on line 1); skipped"])
        #expect(changelog.releases[0].notes == "- b\n## [1.0]\n- c")
    }

    @Test("A missing file is reported as missing; a file over 1 MiB is refused")
    func files() {
        #expect {
            _ = try Changelog.load(from: "/no/such/CHANGELOG.md")
        } throws: { error in
            (error as? AssetError)?.isMissingFile == true
        }
        let folder = Fixtures.assetsFolder(["big.md": "## [1.0.0]\n" + String(repeating: "- x\n", count: 300_000)])
        #expect {
            _ = try Changelog.load(from: folder + "/big.md")
        } throws: { error in
            (error as? AssetError)?.description == folder + "/big.md: larger than 1 MiB"
        }
    }

    @Test("Snapshot: the bundled example's newest release as a page, text and style layer")
    func snapshot() throws {
        let changelog = try Changelog.load(from: Fixtures.assets + "/CHANGELOG.md")
        let harness = FlowHarness(pages: changelog.pages(newerThan: SemanticVersion("2.0.0")), shareLabel: "Share", enterLabel: "Enter")
        #expect(harness.lines[0].trimmingPrefixSpaces == "2.1.0")
        assertSnapshot(harness.frame, named: "changelog-page")
    }
}
