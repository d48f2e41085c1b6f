import Foundation

/// Where the package and its built `onboard` binaries are.
///
/// Script and export tests run the debug binary that `swift test` builds beside the test bundle,
/// so they always test the code under test; the terminal parity test runs the release binary
/// that `make test` builds first, the one people run. `ONBOARD_BIN` overrides both.
enum OnboardBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let assets = packageRoot + "/Assets"

    /// The binary beside the running test bundle.
    static var debug: String {
        if let override = ProcessInfo.processInfo.environment["ONBOARD_BIN"] { return override }
        let bundle = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("onboard").path
    }

    /// The release binary at `.build/release/onboard`.
    static var release: String {
        ProcessInfo.processInfo.environment["ONBOARD_BIN"] ?? packageRoot + "/.build/release/onboard"
    }

    static var isReleaseBuilt: Bool { FileManager.default.isExecutableFile(atPath: release) }

    /// A clean environment: only what the run needs, so nothing from the machine leaks in.
    static func environment(language: String = "C.UTF-8", extra: [String: String] = [:]) -> [String: String] {
        ["LANG": language, "ONBOARD_ASSETS": assets, "PATH": "/usr/bin:/bin"].merging(extra) { $1 }
    }

    /// Runs the debug binary headless with `arguments`.
    static func headless(_ arguments: [String], stdin: String = "", language: String = "C.UTF-8") throws
        -> ProcessOutput
    {
        try Subprocess.run(
            [debug, "--headless"] + arguments, environment: environment(language: language), stdin: stdin)
    }
}
