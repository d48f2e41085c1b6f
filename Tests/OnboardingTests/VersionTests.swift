import FlowSupport
import TestSupport
import Testing

@testable import Onboarding

@Suite("Semantic versions")
struct SemanticVersionTests {
    @Test(
        "Versions order like semver",
        arguments: [
            ("1.9", "1.10"), ("1.0.0-beta", "1.0.0"), ("1.0.0-alpha", "1.0.0-alpha.1"),
            ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
            ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("2.1.0", "2.1.1"), ("0.9.9", "1.0.0"),
            ("3.17.7", "4.7.7"), ("v1.2.3", "1.2.4"),
        ])
    func ordering(lower: String, higher: String) throws {
        let low = try #require(SemanticVersion(lower))
        let high = try #require(SemanticVersion(higher))
        #expect(low < high)
        #expect(!(high < low))
        #expect(low != high)
    }

    @Test("Missing components are zero and build metadata is ignored")
    func equality() {
        #expect(SemanticVersion("2.1") == SemanticVersion("2.1.0"))
        #expect(SemanticVersion("2.1.0+build.7") == SemanticVersion("2.1.0"))
        #expect(Set([SemanticVersion("2.1")!, SemanticVersion("2.1.0")!]).count == 1)
    }

    @Test(
        "Pre-release and build identifiers hold to [0-9A-Za-z-]",
        arguments: [
            "1.0.0-a\u{9B}2J", "1.0.0-a\u{1B}[2J", "1.0.0+b\u{202E}x", "1.0.0-\u{85}", "1.0.0-é", "1.0.0-a b",
            "1.0.0+build_7", "1.0.0-rc/1", "1.0.0-日本",
        ])
    func identifierCharacters(text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test(
        "SemVer's own identifiers are versions",
        arguments: [
            "1.0.0-alpha.1", "1.0.0-x-y-z.--", "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85", "v2.1.0-RC-2",
        ])
    func identifiers(text: String) {
        #expect(SemanticVersion(text) != nil)
    }

    @Test("Nonsense is not a version", arguments: ["", "two", "1..2", "1.2.x", "-1.0", "1.0-", "1.2.3.4.5"])
    func invalid(text: String) {
        #expect(SemanticVersion(text) == nil)
    }
}

@Suite("Version gate")
struct VersionGateTests {
    /// Welcome (no version), a 2.0 page, a 2.1 page, a future 3.0 page, then the last page (no version).
    let pages = [
        Fixtures.page("welcome"), Fixtures.page("two", since: "2.0.0"), Fixtures.page("twoone", since: "2.1.0"),
        Fixtures.page("future", since: "3.0.0"), Fixtures.page("last"),
    ]

    private func titles(stored: String?, current: String) -> [String] {
        VersionGate.pages(
            stored: stored.flatMap(SemanticVersion.init), current: SemanticVersion(current)!, pages: pages
        )
        .map(\.title)
    }

    @Test("A fresh install shows every page up to the running version")
    func fresh() {
        #expect(titles(stored: nil, current: "2.1.0") == ["welcome", "two", "twoone", "last"])
    }

    @Test("An upgrade shows the pages newer than the stored version, framed by the unversioned ones")
    func upgrade() {
        #expect(titles(stored: "2.0.0", current: "2.1.0") == ["welcome", "twoone", "last"])
        #expect(titles(stored: "1.0.0", current: "2.1.0") == ["welcome", "two", "twoone", "last"])
    }

    @Test("The same version shows nothing")
    func same() {
        #expect(titles(stored: "2.1.0", current: "2.1.0").isEmpty)
        #expect(titles(stored: "2.1", current: "2.1.0").isEmpty)
    }

    @Test("A downgrade shows nothing and keeps the higher version")
    func downgrade() {
        #expect(titles(stored: "3.0.0", current: "2.1.0").isEmpty)
        #expect(
            VersionGate.versionToRecord(stored: SemanticVersion("3.0.0"), current: SemanticVersion("2.1.0")!)
                == SemanticVersion("3.0.0"))
        #expect(
            VersionGate.versionToRecord(stored: SemanticVersion("2.0.0"), current: SemanticVersion("2.1.0")!)
                == SemanticVersion("2.1.0"))
    }

    @Test("With nothing new, a patch release shows nothing and a minor release shows every page")
    func nothingNew() {
        #expect(titles(stored: "2.1.0", current: "2.1.5").isEmpty)
        #expect(titles(stored: "2.1.0", current: "2.2.0") == ["welcome", "two", "twoone", "last"])
    }

    @Test("Pages that carry no version all show on any upgrade")
    func unversioned() {
        let plain = [Fixtures.page("a"), Fixtures.page("b")]
        let shown = VersionGate.pages(
            stored: SemanticVersion("1.0.0"), current: SemanticVersion("1.0.1")!, pages: plain)
        #expect(shown.map(\.title) == ["a", "b"])
    }

    @Test("A pre-release of the stored version upgrades to the release")
    func prerelease() {
        #expect(titles(stored: "2.1.0-beta", current: "2.1.0") == ["welcome", "twoone", "last"])
    }
}

@Suite("Version hashing")
struct VersionHashingTests {
    @Test("Versions that compare equal hash alike: numeric pre-release identifiers by value, trailing zeros dropped")
    func equalVersionsHashAlike() throws {
        let pairs = [("1.0.0-rc.01", "1.0.0-rc.1"), ("2.0-beta.007", "2.0.0-beta.7"), ("1.0.0-a.-0", "1.0.0-a.0")]
        for (left, right) in pairs {
            let (a, b) = (try #require(SemanticVersion(left)), try #require(SemanticVersion(right)))
            #expect(a == b)
            #expect(Set([a, b]).count == 1)
        }
    }
}
