/// The rule for an app id, which names the app's state folder (`$XDG_STATE_HOME/ID`).
///
/// Letters, digits, `-`, `_` and `.`, not empty and not starting with `.`: nothing that climbs
/// out of the state home (`..`, `/`), hides the folder, or shares it with every app (``).
/// The same rule for `--app-id`, the front door's `appID` and a manifest's `appId`.
package enum AppIdentifier {
    package static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, !id.hasPrefix(".") else { return false }
        // ASCII ids (nearly all) without Unicode property look-ups at every start.
        let ascii = id.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x5F || byte == 0x2E
        }
        return ascii || id.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }

    /// What a valid id looks like, for error messages.
    package static let rule = "letters, digits, '-', '_' and '.' (not first)"
}
