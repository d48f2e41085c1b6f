extension Collection where Element: Equatable {
    /// Whether `other` occurs in this collection as a run of consecutive elements.
    ///
    /// An empty `other` always does. On strings the elements are characters, as in the
    /// `contains(_:)` of `_StringProcessing`, which the release build leaves out: that module and
    /// its regex parser cost about 0.4 MiB of resident pages and a fifth of the protocol
    /// conformances every first conformance lookup scans (docs/decisions/0064).
    package func includes<Other: Collection>(_ other: Other) -> Bool where Other.Element == Element {
        guard let first = other.first else { return true }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: other) { return true }
            start = index(after: found)
        }
        return false
    }
}
