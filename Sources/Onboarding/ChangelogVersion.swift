/// The versions changelogs write that are not SemVer, read as well as they can be ordered.
///
/// Keep a Changelog 2.0 allows any version scheme: `0.13.0.dev2` and `4.0.0.rc-2` (Python),
/// `0.1.1beta-2`, `1.76.4 Alpha 6`, four numbers (`1.2.3.4`) and a monorepo's pair
/// (`1.45.0/0.67.0`, ordered by its first). Such a name is read as up to four numbers and then
/// pre-release words: runs of letters (compared without case) and runs of digits (compared as
/// numbers), whatever separates them. The version takes a SemVer spelling
/// (`0.13.0-dev.2`), so it is stored and read back like any other; the page keeps the name as
/// written.
enum ChangelogVersion {
    /// `name`'s version: SemVer as it is when it is SemVer, else the reading above; nil when
    /// `name` does not start with a number (after an optional `v`) or holds anything but ASCII
    /// letters, digits, `.`, `-`, `_`, `+`, `/` and spaces.
    static func parse(_ name: Substring) -> SemanticVersion? {
        if let version = SemanticVersion(String(name)) { return version }
        let bytes = Array(name.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "v") || bytes[index] == UInt8(ascii: "V") { index += 1 }
        var components: [Int] = []
        while index < bytes.count, isDigit(bytes[index]) {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index - start <= 9, components.count < 4 else { return nil }
            components.append(Int(String(decoding: bytes[start..<index], as: UTF8.self))!)
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) else { break }
            index += 1
        }
        guard !components.isEmpty else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            // A monorepo's second version: ordered by the first.
            index += 1
            while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        }
        var words: [String] = []
        var word: [UInt8] = []
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word = []
        }
        for byte in bytes[index...] {
            if byte == UInt8(ascii: "+") { break }  // build metadata, as in SemVer
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isLetter || isDigit(byte) {
                if let last = word.last, isDigit(last) != isDigit(byte) { endWord() }
                word.append(isLetter ? byte | 0x20 : byte)
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: " ")
            {
                endWord()
            } else {
                return nil
            }
        }
        endWord()
        guard words.count <= 8 else { return nil }
        let spelling =
            components.map(String.init).joined(separator: ".")
            + (words.isEmpty ? "" : "-" + words.joined(separator: "."))
        return SemanticVersion(spelling)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
