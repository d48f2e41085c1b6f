import Markdown

/// Reads a changelog's releases from its document tree (``Changelog``'s parser).
///
/// The release headings are the top-level headings of the tree libcmark builds
/// (``MarkdownOutline``), so fenced code of any fence length, HTML comments and inline code
/// spans hide what looks like a heading, as they do when the Markdown is shown. Releases are
/// `##` headings, or `###` in a file with no `##` release. A heading at that level that is not a
/// release, or repeats a version, is skipped with one warning naming its line, and stays in the
/// notes of the release before it; only a file where no release parses is refused. Link
/// reference definitions are read once, and each release's notes get only those they use.
struct ChangelogReader {
    let path: String
    /// The text's lines, without their line feeds.
    let lines: [Substring]
    let blocks: [OutlineBlock]
    private(set) var releases: [Changelog.Release] = []
    private(set) var warnings: [String] = []
    private var firstProblem: AssetError?
    private var seen: [SemanticVersion: Int] = [:]
    /// Whether each line is inside a block (else blank or part of a reference definition).
    private var covered: [Bool]
    private let references: ChangelogReferences

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        blocks = MarkdownOutline.blocks(of: text)
        var covered = [Bool](repeating: false, count: lines.count + 1)
        for block in blocks {
            for line in block.lines where line <= lines.count { covered[line] = true }
        }
        self.covered = covered
        references = ChangelogReferences(lines: lines, covered: covered)
    }

    /// The releases, in file order; throws when none parses.
    mutating func read() throws(AssetError) -> [Changelog.Release] {
        let level = releaseLevel()
        var section: (release: Changelog.Release, notesStart: Int)?
        for block in blocks where block.headingLevel == level {
            let first = block.lines.lowerBound
            let (text, lastLine) = self.heading(block)
            let heading = ChangelogHeading(text, marks: String(repeating: "#", count: level))
            switch heading {
            case .notRelease(let message):
                skip(line: first, message: message)
                continue
            case .release(_, let version, _):
                if let earlier = seen[version] {
                    skip(line: first, message: "version \(Self.name(heading)) appears twice (first on line \(earlier))")
                    continue
                }
                seen[version] = first
            case .unreleased: break
            }
            if let open = section { finish(open.release, notes: open.notesStart..<first) }
            section = nil
            if case .release(let name, let version, let date) = heading {
                section = (Changelog.Release(name: name, version: version, date: date, notes: "", line: first),
                    lastLine + 1)
            }
        }
        if let open = section { finish(open.release, notes: open.notesStart..<(lines.count + 1)) }
        guard !releases.isEmpty else {
            throw firstProblem
                ?? AssetError(
                    file: path + ":\(lastLineNumber)", message: "no release heading such as '## [1.0.0] - 2026-01-01'")
        }
        return releases
    }

    /// `##`, or `###` when no `##` heading is a release and some `###` heading is.
    private func releaseLevel() -> Int {
        for level in 2...3 {
            for block in blocks where block.headingLevel == level {
                if case .release = ChangelogHeading(heading(block).text, marks: "") { return level }
            }
        }
        return 2
    }

    private static func name(_ heading: ChangelogHeading) -> String {
        if case .release(let name, _, _) = heading { return name }
        return ""
    }

    /// The last line that has text or ends with a line feed (a file that ends with one has no
    /// line after it for an error to name).
    private var lastLineNumber: Int {
        lines.last?.isEmpty == true && lines.count > 1 ? lines.count - 1 : lines.count
    }

    private mutating func skip(line: Int, message: String) {
        let problem = AssetError(file: path + ":\(line)", message: message)
        if firstProblem == nil { firstProblem = problem }
        warnings.append(problem.description + "; skipped")
    }

    /// A heading's text as written and its last line: an ATX heading's line without its `#`
    /// marks, or a setext heading's lines up to its `---` or `===` underline (libcmark may end
    /// such a heading on the line after the underline).
    private func heading(_ block: OutlineBlock) -> (text: Substring, lastLine: Int) {
        let start = block.lines.lowerBound
        guard start <= lines.count else { return ("", start) }
        let first = lines[start - 1].drop { $0 == " " }
        if first.first == "#" { return (first.drop { $0 == "#" }, block.lines.upperBound) }
        var underline = start + 1
        while underline <= min(block.lines.upperBound, lines.count) {
            let text = lines[underline - 1].trimmingSpaces
            if let mark = text.first, mark == "-" || mark == "=", text.allSatisfy({ $0 == mark }) { break }
            underline += 1
        }
        let textLines = lines[(start - 1)..<min(underline - 1, lines.count)]
        return (Substring(textLines.joined(separator: " ")), min(underline, block.lines.upperBound))
    }

    private func isBlank(_ line: Int) -> Bool {
        lines[line - 1].allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Ends a release: its notes are the lines of `range` that blocks cover, blank lines between
    /// them kept, then the definitions they use.
    private mutating func finish(_ release: Changelog.Release, notes range: Range<Int>) {
        var release = release
        var start = range.lowerBound
        var end = min(range.upperBound, lines.count + 1)
        // Not the definitions and blank lines around the notes (libcmark may end a list on the
        // blank line after it).
        while start < end, !covered[start] || isBlank(start) { start += 1 }
        while end > start, !covered[end - 1] || isBlank(end - 1) { end -= 1 }
        var notes = ""
        var previousCovered = true
        for line in start..<max(start, end) {
            if covered[line] {
                if !notes.isEmpty { notes += previousCovered ? "\n" : "\n\n" }
                notes.append(contentsOf: lines[line - 1])
                previousCovered = true
            } else if isBlank(line) {
                previousCovered = false
            }
        }
        let used = references.definitions(usedBy: notes)
        if !used.isEmpty { notes += "\n\n" + used.joined(separator: "\n") }
        release.notes = notes
        releases.append(release)
    }
}
