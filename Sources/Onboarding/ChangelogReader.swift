/// Reads a changelog line by line into releases (``Changelog``'s parser).
///
/// Keeps whether it is inside fenced code, the release being read, and the link reference
/// definitions seen anywhere, which every release's notes get at their end so `[1.2.0]`-style
/// links resolve on each page.
struct ChangelogReader {
    let path: String
    private var lineNumber = 0
    private var fence: Substring?
    private var releases: [Changelog.Release] = []
    /// The release being read; nil before the first and inside `[Unreleased]`.
    private var current: Changelog.Release?
    private var notes: [Substring] = []
    private var references: [Substring] = []

    init(path: String) {
        self.path = path
    }

    mutating func read(_ line: Substring) throws(AssetError) {
        lineNumber += 1
        let trimmed = line.drop { $0 == " " }
        if let open = fence {
            if trimmed.hasPrefix(open) { fence = nil }
        } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            fence = trimmed.prefix(3)
        } else if line.hasPrefix("## ") {
            try startSection(line.dropFirst(3))
            return
        } else if isReferenceDefinition(trimmed) {
            references.append(trimmed)
            return
        }
        if current != nil { notes.append(line) }
    }

    mutating func finish() throws(AssetError) -> [Changelog.Release] {
        endSection()
        guard !releases.isEmpty else {
            throw AssetError(
                file: path + ":\(lineNumber)", message: "no release heading such as '## [1.0.0] - 2026-01-01'")
        }
        guard !references.isEmpty else { return releases }
        let definitions = "\n\n" + references.joined(separator: "\n")
        return releases.map { release in
            var release = release
            release.notes += definitions
            return release
        }
    }

    private mutating func startSection(_ heading: Substring) throws(AssetError) {
        endSection()
        var text = heading.trimmingSpaces
        let bracketed = text.hasPrefix("[")
        if bracketed { text = text.dropFirst() }
        let end = text.firstIndex { bracketed ? $0 == "]" : $0 == " " } ?? text.endIndex
        let name = text[..<end]
        if name.lowercased() == "unreleased" { return }
        guard let version = SemanticVersion(String(name)) ?? Self.prereleaseWithoutHyphen(name) else {
            if name.first?.isNumber == true || (name.first == "v" && name.dropFirst().first?.isNumber == true) {
                // It names a version; the version is what is wrong, not the heading's shape.
                let shown = name.count > 40 ? name.prefix(40) + "…" : name
                throw AssetError(
                    file: path + ":\(lineNumber)", message: "'\(shown)' is not a version like 1.2.0 or 1.2.0-rc.1")
            }
            let shown = heading.count > 60 ? heading.prefix(60) + "…" : heading
            throw AssetError(
                file: path + ":\(lineNumber)",
                message: "'## \(shown)' is not a release heading like '## [1.2.0] - 2026-11-30'")
        }
        if let first = releases.first(where: { $0.version == version }) {
            throw AssetError(
                file: path + ":\(lineNumber)", message: "version \(name) appears twice (first on line \(first.line))")
        }
        var rest = text[end...].dropFirst(bracketed ? 1 : 0)
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        rest = rest.trimmingSpaces.drop { "-–—".contains($0) }.trimmingSpaces
        current = Changelog.Release(
            version: version, date: rest.isEmpty ? nil : String(rest), notes: "", line: lineNumber)
    }

    /// A pre-release written the Python way (PEP 440), with no hyphen: `3.0.0rc1` as `3.0.0-rc1`.
    ///
    /// Also `2.1b2` and `1.0.0a1`. One such heading made a long real changelog unusable.
    private static func prereleaseWithoutHyphen(_ name: Substring) -> SemanticVersion? {
        guard let letter = name.firstIndex(where: \.isLetter), letter > name.startIndex,
            name[..<letter].allSatisfy({ $0.isNumber || $0 == "." }), !name.contains("-")
        else { return nil }
        return SemanticVersion(name[..<letter] + "-" + name[letter...])
    }

    private mutating func endSection() {
        defer { notes = [] }
        guard var release = current else { return }
        current = nil
        while notes.first?.allSatisfy(\.isWhitespace) == true { notes.removeFirst() }
        while notes.last?.allSatisfy(\.isWhitespace) == true { notes.removeLast() }
        release.notes = notes.joined(separator: "\n")
        releases.append(release)
    }

    /// `[label]: destination`, the first line of a CommonMark link reference definition.
    private func isReferenceDefinition(_ line: Substring) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]"), close > line.index(after: line.startIndex)
        else { return false }
        return line[close...].hasPrefix("]:")
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
