/// A version number that orders like semantic versioning: 1.9 < 1.10, 1.0.0-beta < 1.0.0.
///
/// Missing components count as zero (`2.1` equals `2.1.0`); a leading `v` is allowed; build
/// metadata after `+` is ignored. Pre-release identifiers compare numerically when both are
/// numbers, else as text, and numbers sort before text, as semver specifies.
///
/// Pre-release and build identifiers hold to SemVer's `[0-9A-Za-z-]`, so a version is plain
/// ASCII with nothing to escape: `1.0.0-a\u{9B}2J` (a C1 control that clears a screen) is not a
/// version, wherever it comes from (a manifest, a changelog, `--app-version`, the state file).
/// The text is read as UTF-8 bytes, never as `Character`s, which could hide a `-` or a `+`
/// inside a grapheme.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var components: [Int]
    package var prerelease: [String]
    public let description: String

    public init?(_ text: String) {
        let bytes = text.utf8
        let plus = bytes.firstIndex(of: UInt8(ascii: "+")) ?? bytes.endIndex
        if plus != bytes.endIndex {
            let build = bytes[bytes.index(after: plus)...]
            guard build.allSatisfy({ Self.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
        }
        var core = bytes[..<plus]
        if core.first == UInt8(ascii: "v") { core = core.dropFirst() }
        let hyphen = core.firstIndex(of: UInt8(ascii: "-"))
        let numbers = core[..<(hyphen ?? core.endIndex)]
        var components: [Int] = []
        for part in numbers.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.allSatisfy({ (0x30...0x39).contains($0) }),
                let value = Int(String(decoding: part, as: UTF8.self))
            else { return nil }
            components.append(value)
        }
        guard !components.isEmpty, components.count <= 4 else { return nil }
        self.components = components
        prerelease = []
        if let hyphen {
            let identifiers = core[core.index(after: hyphen)...]
            guard identifiers.allSatisfy({ Self.isIdentifierByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
            prerelease = identifiers.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
            guard !prerelease.isEmpty else { return nil }
        }
        description = text
    }

    /// SemVer's identifier characters: ASCII letters, digits and `-`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-")
    }

    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// Hashes what `==` compares: trailing zero components left out, and numeric pre-release
    /// identifiers by their value (`rc.01` equals `rc.1`; found by fuzzing the changelog reader,
    /// whose dictionary of versions trapped on two equal keys with different hashes).
    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
        hasher.combine(prerelease.map { identifier in Int(identifier).map(String.init) ?? identifier })
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): return prereleaseLess(lhs.prerelease, rhs.prerelease)
        }
    }

    private static func prereleaseLess(_ lhs: [String], _ rhs: [String]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            switch (Int(left), Int(right)) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.count < rhs.count
    }
}
