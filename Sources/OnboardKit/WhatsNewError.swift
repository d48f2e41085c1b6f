import Onboarding
import TermCore

/// Why the front door could not prepare the pages: one line naming the file, field or value.
///
/// A typed value with no exit code: the caller decides what a missing folder or a bad manifest
/// means for its own run (`onboard` maps them to sysexits 66 and 65).
public enum WhatsNewError: Error, CustomStringConvertible, Sendable {
    /// A file of the assets folder is missing or wrong.
    case assets(AssetError)
    /// The changelog file is missing or malformed (one line naming `FILE:LINE`).
    case changelog(AssetError)
    /// The running version is not a semantic version.
    case invalidVersion(String)
    /// The app id cannot name a state folder.
    case invalidAppID(String)

    public var description: String {
        switch self {
        case .assets(let error), .changelog(let error): error.description
        case .invalidVersion(let text):
            "version '\(String(text.map(\.terminalSafe)))' is not a version such as 1.4.0"
        case .invalidAppID(let text):
            "app id '\(String(text.map(\.terminalSafe)))' must be \(AppIdentifier.rule)"
        }
    }

    /// Whether an app id can name a folder (``AppIdentifier``).
    public static func isValidAppID(_ id: String) -> Bool { AppIdentifier.isValid(id) }
}
