/// A changelog's link reference definitions (`[1.2.0]: https://…`), read once for the file.
///
/// CommonMark resolves `[text][label]` and `[label]` against definitions anywhere in the
/// document, but each release's notes become a page of their own. Each page gets the
/// definitions its notes name, looked up by label, so a file of 1 000 releases and 1 000
/// definitions costs its own size, not a copy of every definition per release.
struct ChangelogReferences {
    /// Each label (lower-cased, runs of spaces as one) and its definition's lines; the first
    /// definition of a label wins, as in CommonMark.
    private var definitions: [String: String] = [:]

    /// The definitions among `lines` (1-based `covered` says which lines a block holds): a line
    /// outside every block that starts `[label]:`, with the uncovered lines after it that do not.
    init(lines: [Substring], covered: [Bool]) {
        var label: String?
        for (offset, line) in lines.enumerated() where !covered[offset + 1] {
            let text = line.drop { $0 == " " }
            if text.isEmpty {
                label = nil
            } else if text.first == "[", let close = text.firstIndex(of: "]"),
                text[text.index(after: close)...].first == ":"
            {
                let name = Self.normalized(text[text.index(after: text.startIndex)..<close])
                label = definitions[name] == nil ? name : nil
                if let label { definitions[label] = String(text) }
            } else if let current = label {
                definitions[current]?.append("\n" + text)
            }
        }
    }

    /// The definitions `notes` names in brackets, once each, in the order named.
    func definitions(usedBy notes: String) -> [String] {
        guard !definitions.isEmpty else { return [] }
        var used: [String] = []
        var named: Set<String> = []
        var open: String.Index?
        var index = notes.startIndex
        while index < notes.endIndex {
            let character = notes[index]
            if character == "[" {
                open = notes.index(after: index)
            } else if character == "]", let start = open {
                let label = notes[start..<index]
                if label.utf8.count <= 999 {
                    let name = Self.normalized(label)
                    if let definition = definitions[name], named.insert(name).inserted { used.append(definition) }
                }
                open = nil
            }
            index = notes.index(after: index)
        }
        return used
    }

    /// A label as CommonMark matches it: without case, spaces and line breaks collapsed.
    static func normalized(_ label: Substring) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}
