import TermCore

/// A `CHANGELOG.md` in the Keep a Changelog format, read as releases to show as pages.
///
/// Each `## [1.2.0] - 2026-11-30` heading starts a release; its lines up to the next such
/// heading (its `### Added` / `### Fixed` … subsections) are its notes, in Markdown. The
/// `[Unreleased]` section is left out, text before the first release is the file's preamble,
/// and link reference definitions (`[1.2.0]: https://…`) are kept for every release's notes.
/// Headings inside fenced code are text. A release marked `[YANKED]` after its date was pulled,
/// so it gets no page and is never the newest version. A level-two heading that is not a
/// release, a version that appears twice or a file with no release at all is one line naming
/// the file and line.
package struct Changelog: Sendable {
    /// One released version and its notes.
    package struct Release: Hashable, Sendable {
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

    /// Parses changelog text; `path` names the file in errors.
    package init(parsing text: String, path: String) throws(AssetError) {
        var reader = ChangelogReader(path: path)
        let lines = text.lineBreakLines
        // A file that ends with a line break has no line after it for an error to name.
        let count = lines.last?.isEmpty == true && lines.count > 1 ? lines.count - 1 : lines.count
        for line in lines.prefix(count) {
            try reader.read(line)
        }
        releases = try reader.finish().sorted { $0.version > $1.version }
    }

    /// The newest released version that was not yanked (the running version when the caller
    /// gives none).
    package var newestVersion: SemanticVersion? { releases.first { !$0.isYanked }?.version }

    /// One page per release newer than `stored` and not newer than `running` (default: the
    /// newest release), newest first, titled with the version; none for a yanked release.
    package func pages(
        newerThan stored: SemanticVersion?, running: SemanticVersion? = nil, colors: PageColors = PageColors()
    )
        -> [FeaturePage]
    {
        let running = running ?? newestVersion
        return releases.filter { release in
            !release.isYanked && (stored.map { release.version > $0 } ?? true)
                && (running.map { release.version <= $0 } ?? true)
        }.map { page(for: $0, colors: colors) }
    }

    /// The page for one release: the version as its title, the date in italics over the notes.
    package func page(for release: Release, colors: PageColors = PageColors()) -> FeaturePage {
        let date = release.date.map { "*\($0)*\n\n" } ?? ""
        return FeaturePage(
            art: [], title: release.version.description, body: date + release.notes, since: release.version,
            colors: colors)
    }
}
