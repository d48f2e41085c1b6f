/// A version number that orders like semantic versioning: 1.9 < 1.10, 1.0.0-beta < 1.0.0.
///
/// Missing components count as zero (`2.1` equals `2.1.0`); a leading `v` is allowed; build
/// metadata after `+` is ignored. Pre-release identifiers compare numerically when both are
/// numbers, else as text, and numbers sort before text, as semver specifies.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    package var components: [Int]
    package var prerelease: [String]
    public let description: String

    public init?(_ text: String) {
        var core = Substring(text.split(separator: "+", maxSplits: 1).first ?? "")
        if core.hasPrefix("v") { core = core.dropFirst() }
        let parts = core.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let numbers = parts.first else { return nil }
        let components = numbers.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !components.isEmpty, components.count <= 4,
            components.allSatisfy({ $0 != nil && $0! >= 0 })
        else { return nil }
        self.components = components.map { $0! }
        prerelease = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
        guard parts.count == 1 || !prerelease.isEmpty else { return nil }
        description = text
    }

    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
        hasher.combine(prerelease)
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
