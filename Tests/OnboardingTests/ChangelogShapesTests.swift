import TermCore
import Testing

@testable import Onboarding

/// Changelogs as people write them (issue 37): each kind of file that was refused, merged or
/// misread, written as a small changelog of its own (``ChangelogFixtures``).
@Suite("Changelogs people actually write")
@MainActor
struct ChangelogShapesTests {
    private func titles(_ text: String) throws -> [String] {
        let changelog = try Changelog(parsing: text, path: "CHANGELOG.md")
        return changelog.releases.map { changelog.page(for: $0).title }
    }

    private func plain(_ text: String) throws -> String {
        PlainPages.text(for: try Changelog(parsing: text, path: "CHANGELOG.md").pages(newerThan: nil))
    }

    // Release headings from the document tree (issue 37, kind 2).

    @Test("An inline ``` span at the start of a list line opens no fence: every release keeps its page")
    func inlineCodeSpan() throws {
        #expect(try titles(ChangelogFixtures.inlineCodeSpan) == ["1.1.0", "1.0.2", "1.0.1", "1.0.0"])
    }

    @Test("A four-backtick fence holding a ``` line stays code to its end: its example heading is no release")
    func fourBacktickFence() throws {
        #expect(try titles(ChangelogFixtures.fourBacktickFence) == ["2.0.0", "1.0.0"])
        #expect(try plain(ChangelogFixtures.fourBacktickFence).contains("## [9.9.9] - an example heading"))
    }

    @Test("HTML comments are neither releases nor text: a commented-out template, next-header markers")
    func htmlComments() throws {
        #expect(try titles(ChangelogFixtures.htmlComments) == ["1.0.0"])
        let text = try plain(ChangelogFixtures.htmlComments)
        #expect(text.contains("first"))
        #expect(!text.contains("next-header"))
        #expect(!text.contains("next-url"))
        #expect(!text.contains("<!--"))
    }

    // Odd headings skipped (kind 1).

    @Test("Headings at release level that are not releases, and a repeated version, are skipped")
    func oddHeadings() throws {
        #expect(try titles(ChangelogFixtures.oddHeadings) == ["1.3.0", "1.2.0", "1.1.0"])
    }

    @Test("Versions that are not SemVer are ordered by their numbers, then their pre-release words, shown as written")
    func otherVersions() throws {
        #expect(try titles(ChangelogFixtures.otherVersions) == ChangelogFixtures.otherVersionsOrder)
    }

    // Unreleased work (kind 4).

    @Test("A heading whose date is a placeholder, or missing where others have one, is unreleased",
        arguments: ChangelogFixtures.placeholderHeadings)
    func placeholders(heading: String) throws {
        let changelog = try Changelog(parsing: ChangelogFixtures.placeholder(heading), path: "CHANGELOG.md")
        #expect(changelog.newestVersion == SemanticVersion("4.0.0"))
        #expect(changelog.pages(newerThan: nil).map(\.title) == ["4.0.0", "3.0.0"])
    }

    // Stable upgrades (kind 5).

    @Test(
        "Moving to a stable version shows its page, not its pre-releases; on a pre-release the next ones show",
        arguments: [
            ("3.4.17", "4.0.0", ["4.0.0"]), ("4.0.0-beta.2", "4.0.0", ["4.0.0"]),
            ("4.0.0-beta.1", "4.0.0-rc.1", ["4.0.0-rc.1", "4.0.0-beta.2"]),
            ("3.4.17", "4.0.0-beta.1", ["4.0.0-beta.1", "4.0.0-alpha.1"]),
        ])
    func stableUpgrade(stored: String, running: String, shown: [String]) throws {
        let changelog = try Changelog(parsing: ChangelogFixtures.prereleases, path: "CHANGELOG.md")
        let pages = changelog.pages(newerThan: nil, running: SemanticVersion(running))
        let gated = VersionGate.pages(
            stored: SemanticVersion(stored), current: SemanticVersion(running)!, pages: pages, onlyNewer: true)
        #expect(gated.map(\.title) == shown)
    }

    // The real line (kind 6).

    @Test("Releases at ### are read when the file has no ## release")
    func levelThree() throws {
        #expect(try titles(ChangelogFixtures.levelThreeReleases) == ["1.1.0", "1.0.0"])
    }

    @Test("A tab after ## and a UTF-8 byte order mark before the first heading still start a release")
    func tabAndByteOrderMark() throws {
        #expect(try titles("##\t[1.0.0] - 2026-01-01\n- a\n") == ["1.0.0"])
        let changelog = try Changelog(parsing: "\u{FEFF}## [1.0.0] - 2026-01-01\n- a\n", path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.line) == [1])
    }

    @Test("Setext release headings are read, their text over one line or two")
    func setext() throws {
        let changelog = try Changelog(
            parsing: "1.1.0 - 2026-02-01\n------------------\n- b\n\n1.0.0\n(2026-01-01)\n-----\n- a\n", path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.name) == ["1.1.0", "1.0.0"])
        #expect(changelog.releases.map(\.date) == ["2026-02-01", "2026-01-01"])
        #expect(changelog.releases.map(\.line) == [1, 5])
        #expect(changelog.releases.map(\.notes) == ["- b", "- a"])
    }

    @Test("With no release at all, the error names the first heading that is not one")
    func noReleaseNamesTheHeading() {
        #expect {
            _ = try Changelog(parsing: "# Changelog\n\nIntro.\n\n## Fixed\n- x\n\nMore text.\n", path: "CHANGELOG.md")
        } throws: { error in
            (error as? AssetError)?.description
                == "CHANGELOG.md:5: '## Fixed' is not a release heading like '## [1.2.0] - 2026-11-30'"
        }
    }

    // References resolved once (kind 3).

    @Test("A release's page carries only the reference definitions it uses, so the pages grow with the file")
    func referencesOnce() throws {
        let text = ChangelogFixtures.manyReferences(300)
        let changelog = try Changelog(parsing: text, path: "CHANGELOG.md")
        let pages = changelog.pages(newerThan: nil)
        #expect(pages.count == 300)
        #expect(pages.reduce(0) { $0 + $1.body.utf8.count } < 2 * text.utf8.count)
        let page = PlainPages.text(for: [pages[299]], width: 200)
        #expect(page.contains("see the diff (https://example.org/compare/1.0.0...1.1.0)."))
    }

    // Reading well (kind 7).

    @Test("Dates show without their wrapping parentheses or a closing ##")
    func dates() throws {
        let changelog = try Changelog(parsing: ChangelogFixtures.dates, path: "CHANGELOG.md")
        #expect(changelog.releases.map(\.date) == ["2026-03-01", "2026-02-01", "2026-01-01"])
    }
}
