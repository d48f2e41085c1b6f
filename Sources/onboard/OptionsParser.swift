import TermCore

/// Reads the command line into ``Options`` through the ``OptionTable``; every mistake is a
/// one-line ``UsageError``.
enum OptionsParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        var modes: [String] = []
        while var argument = remaining.popFirst() {
            // `--size=60x18` as well as `--size 60x18` (fish completes the first form).
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                attached = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            guard let spec = OptionTable.spec(named: argument) else {
                let what = argument.hasPrefix("-") ? "option" : "argument"
                throw UsageError(description: "unknown \(what) '\(argument)' (see onboard --help)")
            }
            if attached != nil, !spec.takesValue {
                throw UsageError(description: "\(argument) takes no value (see onboard --help)")
            }
            var value = ""
            if spec.takesValue {
                guard let next = attached ?? remaining.popFirst(), attached != nil || !next.hasPrefix("--") else {
                    throw UsageError(description: "\(argument) needs a value (see onboard --help)")
                }
                value = next
                if next.isEmpty, spec.valueKind == .file || spec.valueKind == .directory {
                    // An empty path is the current folder's parent at best: `--state-dir ''`
                    // wrote /state.json.
                    throw UsageError(description: "\(argument) needs a path, got ''")
                }
            }
            try spec.apply(&options, value)
            if OptionTable.modes.contains(where: { $0.longName == spec.longName }) { modes.append(spec.longName) }
        }
        if Set(modes).count > 1 {
            throw UsageError(description: "\(modes[0]) and \(modes.first { $0 != modes[0] }!) do not go together")
        }
        try checkHeadlessFlags(options)
        if options.changelogPath != nil, options.appID == nil, options.assetsDirectory == nil, options.keepsState {
            // The bundled manifest's id is the demo's: a changelog's version stored there hid the
            // demo's own pages for good (a "downgrade").
            throw UsageError(description: "--changelog needs --app-id ID, the app whose release notes they are")
        }
        if options.noOnboarding, options.forceOnboarding {
            throw UsageError(description: "--no-onboarding and --force-onboarding do not go together")
        }
        return options
    }

    /// Flags that only mean something without a terminal need `--headless`, and one script at a time.
    private static func checkHeadlessFlags(_ options: Options) throws(UsageError) {
        let headlessOnly: [(String, Bool)] = [
            ("--keys", options.keys != nil), ("--script", options.scriptPath != nil),
            ("--frames", options.framesDirectory != nil), ("--styles", options.showsStyles),
            ("--cast", options.castPath != nil), ("--svg", options.svgDirectory != nil),
        ]
        if case .headless = options.mode {
        } else if let flag = headlessOnly.first(where: \.1)?.0 {
            throw UsageError(description: "\(flag) needs --headless")
        }
        if options.keys != nil, options.scriptPath != nil {
            throw UsageError(description: "--keys and --script cannot be used together")
        }
    }
}
