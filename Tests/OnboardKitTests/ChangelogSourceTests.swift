import OnboardKit
import TestSupport
import Testing

/// A changelog as the front door's page source: releases newer than the stored version.
@MainActor
@Suite("Front door: pages from a changelog")
struct ChangelogSourceTests {
    static let changelog = Fixtures.assets + "/CHANGELOG.md"

    private func whatsNew(version: String? = nil, stored: String?) throws -> WhatsNew {
        let folder = try TemporaryFolder(prefix: "changelog")
        if let stored { try folder.write(#"{"lastVersion":"\#(stored)"}"#, to: "state.json") }
        var whatsNew = try WhatsNew(changelog: Self.changelog, appID: "changelog", version: version, environment: [:])
        whatsNew.stateDirectory = folder.path
        return whatsNew
    }

    @Test(
        "Releases newer than the stored one, newest first; the running version is the newest release unless given",
        arguments: [
            (nil, nil, ["2.1.0", "2.0.0", "1.4.0"]), (nil, "1.4.0", ["2.1.0", "2.0.0"]), (nil, "2.1.0", []),
            ("2.0.0", "1.0.0", ["2.0.0", "1.4.0"]),
        ] as [(String?, String?, [String])])
    func releases(running: String?, stored: String?, titles: [String]) throws {
        let decision = try whatsNew(version: running, stored: stored).headless().decision
        #expect(decision.pages.map(\.title) == titles)
        #expect(decision.runningVersion == SemanticVersion(running ?? "2.1.0"))
    }

    @Test("A feature release with no section of its own shows nothing, not every older release")
    func noFallbackToEveryRelease() throws {
        let decision = try whatsNew(version: "2.2.0", stored: "2.1.0").headless().decision
        #expect(decision.pages.isEmpty)
        #expect(decision.reason == .upToDate)
    }

    @Test("The pages show through the same headless flow, the newest release first")
    func presents() throws {
        let app = try whatsNew(stored: "2.0.0").headless()
        #expect(app.frame.text.contains("2.1.0"))
        #expect(app.frame.text.contains("v more (8 lines)"))  // no UTF-8 locale in this environment: ASCII glyphs
        try app.press("pgdn enter")
        #expect(app.outcome == .finished(share: true))
    }

    @Test("Onboard's own words follow the locale, as they do for a manifest")
    func builtInWordsInTheLocalesLanguage() throws {
        let folder = try TemporaryFolder(prefix: "changelog-de")
        try folder.write(#"{"lastVersion":"2.0.0"}"#, to: "state.json")
        var whatsNew = try WhatsNew(
            changelog: Self.changelog, appID: "changelog", environment: ["LANG": "de_DE.UTF-8"])
        whatsNew.stateDirectory = folder.path
        let app = try whatsNew.headless()
        #expect(app.frame.text.contains("mehr (8 Zeilen)"), "\(app.frame.text)")
    }

    @Test("A malformed or missing file is a typed error of one line naming the line")
    func errors() throws {
        let folder = try TemporaryFolder(prefix: "bad-changelog")
        try folder.write("# Changelog\n\n## Version two\n", to: "CHANGELOG.md")
        #expect {
            _ = try WhatsNew(changelog: folder.path + "/CHANGELOG.md", appID: "bad", environment: [:])
        } throws: { error in
            guard case .changelog(let asset)? = error as? WhatsNewError else { return false }
            return !asset.isMissingFile
                && "\(error)" == folder.path + "/CHANGELOG.md:3: '## Version two' is not a "
                    + "release heading like '## [1.2.0] - 2026-11-30'"
        }
        #expect {
            _ = try WhatsNew(changelog: folder.path + "/none.md", appID: "bad", environment: [:])
        } throws: { error in
            guard case .changelog(let asset)? = error as? WhatsNewError else { return false }
            return asset.isMissingFile
        }
    }
}
