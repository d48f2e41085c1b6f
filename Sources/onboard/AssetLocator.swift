import Glibc

/// Finds the bundled `Assets` folder when `--assets` does not name one.
///
/// Looks at `$ONBOARD_ASSETS`, then beside the executable, then at the package root above a
/// SwiftPM build folder (`.build/<config>/onboard`), then `../share/onboard/Assets`.
enum AssetLocator {
    static func bundledAssets(environment: [String: String]) -> String {
        if let path = environment["ONBOARD_ASSETS"], !path.isEmpty { return path }
        let directory = executableDirectory()
        let candidates = [
            directory + "/Assets", directory + "/../../Assets", directory + "/../../../Assets",
            directory + "/../share/onboard/Assets",
        ]
        return candidates.first { access($0 + "/manifest.json", R_OK) == 0 } ?? "Assets"
    }

    private static func executableDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
