import Onboarding
import TermCore

/// Reads the command line into ``Options``; every mistake is a one-line ``UsageError``.
enum OptionsParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value (see onboard --help)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": options.mode = .help
            case "--version": options.mode = .version
            case "--headless": options.mode = .headless
            case "--plain": options.mode = .plain
            case "--size":
                let text = try value(for: argument)
                guard let size = Size(parsing: text) else {
                    throw UsageError(description: "--size expects WIDTHxHEIGHT such as 80x24, got '\(text)'")
                }
                options.size = size
            case "--keys": options.keys = try value(for: argument)
            case "--script":
                guard let path = remaining.popFirst(), path == "-" || !path.hasPrefix("-") else {
                    throw UsageError(description: "--script needs a file, or - for stdin (see onboard --help)")
                }
                options.scriptPath = path
            case "--frames": options.framesDirectory = try value(for: argument)
            case "--styles": options.showsStyles = true
            case "--color-depth":
                let text = try value(for: argument)
                guard let depth = ColorDepth(rawValue: text) else {
                    throw UsageError(description: "--color-depth expects none, 8, 16, 256 or truecolor, got '\(text)'")
                }
                options.colorDepth = depth
            case "--cast": options.castPath = try value(for: argument)
            case "--svg": options.svgDirectory = try value(for: argument)
            case "--assets": options.assetsDirectory = try value(for: argument)
            case "--changelog": options.changelogPath = try value(for: argument)
            case "--app-id":
                let id = try value(for: argument)
                let isName = id.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
                guard !id.isEmpty, isName, !id.hasPrefix(".") else {
                    throw UsageError(description: "--app-id takes letters, digits, '-', '_' and '.', got '\(id)'")
                }
                options.appID = id
            case "--app-version":
                let version = try value(for: argument)
                guard SemanticVersion(version) != nil else {
                    throw UsageError(description: "--app-version expects a version such as 2.1.0, got '\(version)'")
                }
                options.appVersion = version
            case "--state-dir": options.stateDirectory = try value(for: argument)
            case "--no-onboarding": options.noOnboarding = true
            case "--force-onboarding": options.forceOnboarding = true
            case "--reset": options.reset = true
            case "--reduced-motion": options.reducedMotion = true
            case "--stats": options.printsStats = true
            case "--animate": options.animate = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see onboard --help)")
            }
        }
        if arguments.contains("--plain"), arguments.contains("--headless") {
            throw UsageError(description: "--plain and --headless do not go together")
        }
        try checkHeadlessFlags(options)
        return options
    }

    /// Flags that only mean something without a terminal need `--headless`, and one script at a time.
    private static func checkHeadlessFlags(_ options: Options) throws(UsageError) {
        let headlessOnly: [(String, Bool)] = [
            ("--keys", options.keys != nil), ("--script", options.scriptPath != nil),
            ("--frames", options.framesDirectory != nil), ("--styles", options.showsStyles),
            ("--cast", options.castPath != nil), ("--svg", options.svgDirectory != nil),
        ]
        if options.mode != .headless, let flag = headlessOnly.first(where: \.1)?.0 {
            throw UsageError(description: "\(flag) needs --headless")
        }
        if options.keys != nil, options.scriptPath != nil {
            throw UsageError(description: "--keys and --script cannot be used together")
        }
    }
}
