import TermCore

/// What the command line asked for.
struct Options {
    enum Mode {
        case interactive
        case headless
        /// The pages as plain text on stdout, no terminal needed.
        case plain
        /// Decide only and print the decision as JSON (`--check`).
        case check
        /// Record the running version as seen (`--mark-seen`).
        case markSeen
        case completions(CompletionScript.Shell)
        case manual
        case help
        case version
    }

    var mode = Mode.interactive

    /// Whether the run is about an app's stored state: the terminal run, `--check`, `--mark-seen`.
    var isAboutAppState: Bool {
        switch mode {
        case .interactive, .check, .markSeen: return true
        default: return false
        }
    }

    /// Whether the run reads or writes a state file: the runs about it, and headless ones given
    /// `--state-dir` (otherwise they keep state in memory).
    var keepsState: Bool {
        if case .headless = mode { return stateDirectory != nil }
        return isAboutAppState
    }
    var size = Size(width: 80, height: 24)
    var keys: String?
    /// A key script to play headless; `-` reads it from stdin.
    var scriptPath: String?
    /// Headless: write each snapshot to `DIR/NAME.txt` instead of stdout.
    var framesDirectory: String?
    /// Headless: print the style layer under each frame.
    var showsStyles = false
    /// Forces the colour mapping (headless: of the style layer, cast and SVG; default 256).
    var colorDepth: ColorDepth?
    /// Headless: record an asciicast v2 file here.
    var castPath: String?
    /// Headless: write each snapshot as `DIR/NAME.svg`.
    var svgDirectory: String?
    /// Set for the runner: another app's pages, ending with a JSON line instead of the menu.
    var assetsDirectory: String?
    /// Pages made from a Keep a Changelog file, one per release, instead of the manifest's.
    var changelogPath: String?
    var appID: String?
    var appVersion: String?
    var stateDirectory: String?
    var noOnboarding = false
    var forceOnboarding = false
    var reset = false
    var reducedMotion = false
    /// `--accessible`: the pages as plain lines (``WhatsNew/isAccessible``).
    var accessible = false
    /// Print frames, bytes written and frame times to stderr on exit.
    var printsStats = false
    /// Headless runs jump straight to the end of animations unless this is set.
    var animate = false
}

/// A bad command line: one line for stderr, exit 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
