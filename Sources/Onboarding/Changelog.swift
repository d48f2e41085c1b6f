import TermCore

/// A `CHANGELOG.md` in the Keep a Changelog format, or near it, read as releases to show as pages.
///
/// Each release heading (`## [1.2.0] - 2026-11-30`, see ``ChangelogHeading``) starts a release;
/// what follows it up to the next one (its `### Added` / `### Fixed` … subsections) is its
/// notes, in Markdown. The headings are found in the document tree (``ChangelogReader``), so
/// code and HTML comments hide what looks like one. `[Unreleased]` and releases dated `TBD`
/// (or any placeholder, or with no date above releases that have one) are left out, text before
/// the first release is the file's preamble, and each release's notes get the link reference
/// definitions they use. A release marked `[YANKED]` after its date was pulled, so it gets no
/// page and is never the newest version. A release-level heading that is not a release or
/// repeats a version is skipped, with one warning naming its line (``warnings``); a file where
/// no release parses is one line naming the file and line.
package struct Changelog: Sendable {
    /// One released version and its notes.
    package struct Release: Hashable, Sendable {
        /// The version as the heading writes it (`1.76.4 Alpha 6`): the page's title.
        package var name: String
        package var version: SemanticVersion
        /// The text after the version (`2026-11-30`, `2026-11-30 [YANKED]`); nil when none.
        package var date: String?
        /// The section's Markdown, without its heading.
        package var notes: String
        /// The heading's line number (1-based).
        package var line: Int

        /// Whether the release was pulled (`## [0.0.5] - 2014-12-13 [YANKED]`).
        package var isYanked: Bool { date?.uppercased().includes("[YANKED]") == true }
    }

    /// Released versions, newest first.
    package var releases: [Release]
    /// One line per heading skipped, naming the file and line (`CHANGELOG.md:12: … ; skipped`).
    package var warnings: [String]

    /// The largest file read; a changelog is text, and a bigger file is refused, not drawn slowly.
    package static let maximumBytes = 1024 * 1024

    /// Reads and parses the file at `path`: a regular file or a pipe (`/dev/stdin`, `<(…)`).
    package static func load(from path: String) throws(AssetError) -> Changelog {
        let bytes = try ManifestLoader.read(path, limit: maximumBytes, acceptsPipes: true)
        guard bytes.count <= maximumBytes else {
            throw AssetError(file: path, message: "larger than \(maximumBytes / 1024 / 1024) MiB")
        }
        return try Changelog(parsing: String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Parses changelog text; `path` names the file in errors and warnings.
    package init(parsing text: String, path: String) throws(AssetError) {
        // A byte order mark is no text; CR LF and lone CRs as the page shows them, so lines
        // count alike here, in libcmark and in an editor.
        let unmarked = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        var reader = ChangelogReader(path: path, text: MarkdownSource.visible(unmarked))
        var releases = try reader.read().sorted { $0.version > $1.version }
        // Releases above every dated one that have no date are work not released yet.
        if let dated = releases.firstIndex(where: { $0.date != nil }) {
            releases.removeFirst(dated)
        }
        self.releases = releases
        warnings = reader.warnings
    }

    /// The newest released version that was not yanked (the running version when the caller
    /// gives none).
    package var newestVersion: SemanticVersion? { releases.first { !$0.isYanked }?.version }

    /// One page per release newer than `stored` and not newer than `running` (default: the
    /// newest release), newest first, titled with the version; none for a yanked release, and
    /// none for a pre-release whose stable version is shown too (a move to 4.0.0 shows 4.0.0,
    /// not its alphas and betas; a move between pre-releases shows the pre-releases).
    package func pages(
        newerThan stored: SemanticVersion?, running: SemanticVersion? = nil, colors: PageColors = PageColors()
    )
        -> [FeaturePage]
    {
        let running = running ?? newestVersion
        let shown = releases.filter { release in
            !release.isYanked && (stored.map { release.version > $0 } ?? true)
                && (running.map { release.version <= $0 } ?? true)
        }
        let stable = Set(shown.filter(\.version.prerelease.isEmpty).map(\.version))
        return shown.filter { release in
            release.version.prerelease.isEmpty || !stable.contains(release.version.withoutPrerelease)
        }.map { page(for: $0, colors: colors) }
    }

    /// The page for one release: the version as its title, the date in italics over the notes.
    package func page(for release: Release, colors: PageColors = PageColors()) -> FeaturePage {
        let date = release.date.map { "*\($0)*\n\n" } ?? ""
        return FeaturePage(
            art: [], title: release.name, body: date + release.notes, since: release.version, colors: colors)
    }
}

extension SemanticVersion {
    /// The stable version a pre-release leads to (`4.0.0-rc.1` → `4.0.0`).
    var withoutPrerelease: SemanticVersion {
        var version = self
        version.prerelease = []
        return version
    }
}
