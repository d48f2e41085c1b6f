/// Why a launch shows no pages.
///
/// Each has a stable ``code`` for machine-readable output (the runner's JSON `reason`) and a
/// ``description`` for people.
public enum NotShownReason: Hashable, Sendable, CustomStringConvertible {
    /// The stored version is the running one, or nothing newer has pages.
    case upToDate
    /// The stored version is newer than the running one (the higher one is kept).
    case downgrade
    /// The pages source holds no pages at all.
    case noPages
    /// The tool's own switch turned the pages off (`--no-onboarding` in `onboard`).
    case disabled
    /// The person opted out with `ONBOARD_DISABLE`.
    case optedOut
    /// `CI` is set: a build machine has nobody to read the pages.
    case continuousIntegration
    /// No terminal could be started; the associated text says why.
    case noTerminal(String)

    public var code: String {
        switch self {
        case .upToDate: "up-to-date"
        case .downgrade: "downgrade"
        case .noPages: "no-pages"
        case .disabled: "disabled"
        case .optedOut: "opted-out"
        case .continuousIntegration: "ci"
        case .noTerminal: "no-terminal"
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
        case .noTerminal(let reason): reason
        }
    }
}
