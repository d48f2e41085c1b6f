/// Decides which feature pages a launch shows, from the stored and the running version.
///
/// | stored | current | shows |
/// |---|---|---|
/// | none | v | every page up to v |
/// | older | newer | the pages newer than stored, with the pages that carry no version around them; all pages when none carries a version, or when none is newer but the major or minor version went up |
/// | equal | equal | nothing |
/// | newer (downgrade) | older | nothing, and the higher version is kept |
///
/// Pages introduced after the running version never show.
package enum VersionGate {
    /// The pages of `manifest` a launch shows: every one when `force`, else the gate's choice
    /// (only newer ones when the manifest asks, as a changelog's does).
    package static func pages(of manifest: Manifest, stored: SemanticVersion?, current: SemanticVersion, force: Bool)
        -> [FeaturePage]
    {
        force
            ? manifest.pages
            : pages(stored: stored, current: current, pages: manifest.pages, onlyNewer: manifest.showsOnlyNewPages)
    }

    /// The pages shown for a stored and a running version (the table above).
    ///
    /// With `onlyNewer` (a changelog's releases), an upgrade shows only the pages newer than
    /// stored: no fallback to every page, and pages without a version never show.
    package static func pages(
        stored: SemanticVersion?, current: SemanticVersion, pages: [FeaturePage], onlyNewer: Bool = false
    ) -> [FeaturePage] {
        let available = pages.filter { page in page.since.map { $0 <= current } ?? true }
        guard let stored else { return available }
        guard stored < current else { return [] }
        if onlyNewer { return available.filter { page in page.since.map { $0 > stored } ?? false } }
        guard available.contains(where: { $0.since != nil }) else { return available }
        let isNew: (FeaturePage) -> Bool = { page in page.since.map { $0 > stored } ?? false }
        guard available.contains(where: isNew) else {
            return isFeatureRelease(from: stored, to: current) ? available : []
        }
        return available.filter { $0.since == nil || isNew($0) }
    }

    /// Whether the major or minor component went up (a patch release alone does not count).
    static func isFeatureRelease(from stored: SemanticVersion, to current: SemanticVersion) -> Bool {
        let component = { (version: SemanticVersion, index: Int) in
            index < version.components.count ? version.components[index] : 0
        }
        return (component(current, 0), component(current, 1)) > (component(stored, 0), component(stored, 1))
    }

    /// The version to store after an onboarding for `current` ends: never lower than `stored`.
    package static func versionToRecord(stored: SemanticVersion?, current: SemanticVersion) -> SemanticVersion {
        guard let stored, stored > current else { return current }
        return stored
    }
}
