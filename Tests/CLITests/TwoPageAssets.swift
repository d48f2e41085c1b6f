import Foundation

/// Copies of the bundled assets whose manifest asks for two pages side by side
/// (`layout.twoPages`), kept under `.build` for the parity tests: the four bundled pages, and
/// five (one more before the last) for a last spread with a blank right half.
enum TwoPageAssets {
    static let path = make(name: "two-pages", extraPage: false)
    static let oddPath = make(name: "two-pages-odd", extraPage: true)

    private static func make(name: String, extraPage: Bool) -> String {
        let folder = OnboardBinary.packageRoot + "/.build/parity-assets/" + name
        let files = FileManager.default
        try? files.removeItem(atPath: folder)
        try? files.createDirectory(atPath: folder + "/..", withIntermediateDirectories: true)
        do {
            try files.copyItem(atPath: OnboardBinary.assets, toPath: folder)
            var manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
            manifest = manifest.replacingOccurrences(
                of: #""pages": ["#, with: #""layout": {"twoPages": true}, "pages": ["# + (extraPage ? extra : ""))
            try manifest.write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        } catch {
            print("could not prepare \(folder): \(error)")  // the run then fails naming the folder
        }
        return folder
    }

    /// One page more, inserted first (the last page stays last).
    private static let extra = #"""
        {"art": "art/arrows.txt", "title": {"en": "One more page"}, "body": {"en": "So the count is odd."}},
        """#
}
