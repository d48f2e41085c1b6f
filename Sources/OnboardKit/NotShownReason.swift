/// Why a launch shows no pages.
///
/// Each has a stable ``code`` for machine-readable output (the runner's JSON `reason`) and a
/// ``description`` for people.
public enum NotShownReason: Hashable, Sendable, CustomStringConvertible {
    /// The stored version is the running one, or nothing newer than it has pages.
    case upToDate
    /// The stored version is newer than the running one (the higher one is kept).
    case downgrade
    /// No page is for this version: the pages source holds none, or nothing is stored yet and
    /// every page is for a later version (a fresh install of 0.0.1 against pages since 1.4.0).
    case noPages
    /// The tool's own switch turned the pages off (`--no-onboarding` in `onboard`).
    case disabled
    /// The person opted out with `ONBOARD_DISABLE`.
    case optedOut
    /// `CI` is set: a build machine has nobody to read the pages.
    case continuousIntegration
    /// No terminal could be started; the associated text says why.
    case noTerminal(String)
    /// The state could not be written (a read-only home, a path under a regular file, a full
    /// disk), so pages shown now could never be marked seen and would show at every launch.
    /// Found before showing; the associated text names the file and the system's reason.
    case stateUnwritable(String)

    public var code: String {
        switch self {
        case .upToDate: "up-to-date"
        case .downgrade: "downgrade"
        case .noPages: "no-pages"
        case .disabled: "disabled"
        case .optedOut: "opted-out"
        case .continuousIntegration: "ci"
        case .noTerminal: "no-terminal"
        case .stateUnwritable: "state-unwritable"
        }
    }

    public var description: String {
        switch self {
        case .upToDate: "nothing new since the stored version"
        case .downgrade: "the stored version is newer than the running one"
        case .noPages: "there are no pages"
        case .disabled: "turned off by the tool"
        case .optedOut: "turned off by ONBOARD_DISABLE"
        case .continuousIntegration: "CI is set"
        case .noTerminal(let reason), .stateUnwritable(let reason): reason
        }
    }
}
