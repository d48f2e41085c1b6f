import OnboardKit
import Onboarding
import TermCore

/// Every option of `onboard`, in the order `--help` lists them.
enum OptionTable {
    static let all: [OptionSpec] = modes + headless + pages + other

    static let modes: [OptionSpec] = [
        OptionSpec(["--headless"], help: ["run without a terminal on a virtual clock; print frames as text"]) {
            options, _ in
            options.mode = .headless
        },
        OptionSpec(
            ["--plain"],
            help: [
                "print the pages as plain text: no terminal, no escape codes,",
                "the state file is neither read nor written",
            ]
        ) { options, _ in options.mode = .plain },
        OptionSpec(
            ["--check"],
            help: [
                "decide only: print {\"pending\":…,\"pages\":…,\"stored\":…,\"running\":…}",
                "and exit 0 when pages are due, 1 when not;",
                "never touches the terminal or the state",
            ]
        ) { options, _ in options.mode = .check },
        OptionSpec(
            ["--mark-seen"],
            help: [
                "record the running version as seen without showing the pages",
                "(for a tool that showed its news another way)",
            ]
        ) { options, _ in options.mode = .markSeen },
    ]

    static let headless: [OptionSpec] = [
        OptionSpec(["--size"], "WxH", help: ["headless screen size (default 80x24)"]) {
            options, text throws(UsageError) in
            guard let size = Size(parsing: text) else {
                throw UsageError(
                    description:
                        "--size expects WIDTHxHEIGHT such as 80x24 (1 to \(Size.maximumSide) each), got '\(text)'")
            }
            options.size = size
        },
        OptionSpec(
            ["--keys"], "\"KEYS\"", help: ["headless: keys to press (canonical names, KEY*N), then print the frame"]
        ) {
            options, text in options.keys = text
        },
        OptionSpec(
            ["--script"], "FILE", .file,
            help: [
                "headless: play a script (- reads stdin) and print each snapshot:",
                "press KEYS, type TEXT, click COL ROW, scroll up|down COL ROW,",
                "wait 300ms, resize WxH, snapshot NAME, expect \"T\", expect-not \"T\"",
            ]
        ) { options, path throws(UsageError) in
            guard path == "-" || !path.hasPrefix("-") else {
                throw UsageError(description: "--script needs a file, or - for stdin (see onboard --help)")
            }
            options.scriptPath = path
        },
        OptionSpec(
            ["--frames"], "DIR", .directory, help: ["headless: write snapshots to DIR/NAME.txt instead of stdout"]
        ) {
            options, path in options.framesDirectory = path
        },
        OptionSpec(["--styles"], help: ["headless: add the style layer (fg/bg/attribute runs) under frames"]) {
            options, _ in
            options.showsStyles = true
        },
        OptionSpec(
            ["--color-depth"], "D", .choices(ColorDepth.allCases.map(\.rawValue)),
            help: [
                "none, 8, 16, 256 or truecolor; forces the colour mapping",
                "(headless exports default to 256, whatever the machine)",
            ]
        ) { options, text throws(UsageError) in
            guard let depth = ColorDepth(rawValue: text) else {
                throw UsageError(description: "--color-depth expects none, 8, 16, 256 or truecolor, got '\(text)'")
            }
            options.colorDepth = depth
        },
        OptionSpec(
            ["--cast"], "FILE", .file,
            help: [
                "headless: record an asciicast v2 file (virtual timestamps);",
                "- writes it to stdout instead of the frames",
            ]
        ) {
            options, path in options.castPath = path
        },
        OptionSpec(["--svg"], "DIR", .directory, help: ["headless: write each snapshot as DIR/NAME.svg"]) {
            options, path in
            options.svgDirectory = path
        },
        OptionSpec(["--animate"], help: ["headless: play animations on the virtual clock (see \"wait\")"]) {
            options, _ in
            options.animate = true
        },
    ]

    static let pages: [OptionSpec] = [
        OptionSpec(
            ["--assets"], "DIR", .directory,
            help: [
                "run another app's pages from DIR/manifest.json and print",
                "{\"result\":\"finished|skipped|not-shown|quit\",\"share\":…,\"version\":…}",
                "(the runner: no menu; ONBOARD_ASSETS=DIR runs the demo with its menu)",
            ]
        ) { options, path in options.assetsDirectory = path },
        OptionSpec(
            ["--changelog"], "FILE", .file,
            help: [
                "one page per release of a Keep a Changelog file newer than the",
                "stored version, newest first (labels still from the manifest)",
            ]
        ) { options, path in options.changelogPath = path },
        OptionSpec(["--app-id"], "ID", help: ["the app's state folder name (default: the manifest's appId)"]) {
            options, id throws(UsageError) in
            guard WhatsNewError.isValidAppID(id) else {
                throw UsageError(description: "--app-id takes \(AppIdentifier.rule), got '\(id)'")
            }
            options.appID = id
        },
        OptionSpec(
            ["--app-version"], "V",
            help: ["the running version (default: the manifest's version, or", "with --changelog the newest release)"]
        ) {
            options, version throws(UsageError) in
            guard SemanticVersion(version) != nil else {
                throw UsageError(description: "--app-version expects a version such as 2.1.0, got '\(version)'")
            }
            options.appVersion = version
        },
        OptionSpec(
            ["--state-dir"], "DIR", .directory,
            help: [
                "keep state in DIR/state.json (default $XDG_STATE_HOME/ID;",
                "headless runs keep it in memory unless this is given)",
            ]
        ) { options, path in options.stateDirectory = path },
        OptionSpec(["--no-onboarding"], help: ["never show the pages (also ONBOARD_DISABLE=1; CI set does too)"]) {
            options, _ in
            options.noOnboarding = true
        },
        OptionSpec(["--force-onboarding"], help: ["show every page whatever the stored version says"]) { options, _ in
            options.forceOnboarding = true
        },
        OptionSpec(["--reset"], help: ["forget the stored version first"]) { options, _ in options.reset = true },
        OptionSpec(["--reduced-motion"], help: ["no slide animation (also ONBOARD_ANIMATIONS=none)"]) { options, _ in
            options.reducedMotion = true
        },
        OptionSpec(
            ["--accessible"],
            help: [
                "the pages as plain lines for a screen reader: no full screen, no",
                "cursor moves; Enter, b, s, q (also ONBOARD_ACCESSIBLE=1)",
            ]
        ) { options, _ in
            options.accessible = true
        },
    ]

    static let other: [OptionSpec] = [
        OptionSpec(
            ["--stats"],
            help: [
                "on exit, print frames drawn, bytes written and the median",
                "and worst render+present time per frame to stderr",
            ]
        ) { options, _ in options.printsStats = true },
        OptionSpec(
            ["--completions"], "SHELL", .choices(["bash", "zsh", "fish"]),
            help: ["print the completion script for bash, zsh or fish"]
        ) {
            options, shell throws(UsageError) in
            guard let kind = CompletionScript.Shell(rawValue: shell) else {
                throw UsageError(description: "--completions expects bash, zsh or fish, got '\(shell)'")
            }
            options.mode = .completions(kind)
        },
        OptionSpec(["--man"], help: ["print the manual page (roff)"]) { options, _ in options.mode = .manual },
        OptionSpec(["--version"], help: ["print the version"]) { options, _ in options.mode = .version },
        OptionSpec(["-h", "--help"], help: ["print this help"]) { options, _ in options.mode = .help },
    ]

    /// The option spelled `name`, if any.
    static func spec(named name: String) -> OptionSpec? {
        all.first { $0.names.contains(name) }
    }
}
