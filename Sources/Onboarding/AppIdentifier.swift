/// The rule for an app id, which names the app's state folder (`$XDG_STATE_HOME/ID`).
///
/// Letters, digits, `-`, `_` and `.`, not empty and not starting with `.`: nothing that climbs
/// out of the state home (`..`, `/`), hides the folder, or shares it with every app (``).
/// The same rule for `--app-id`, the front door's `appID` and a manifest's `appId`.
public enum AppIdentifier {
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && id.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }

    /// What a valid id looks like, for error messages.
    public static let rule = "letters, digits, '-', '_' and '.' (not first)"
}
