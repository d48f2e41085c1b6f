/// Decides whether each frame is wrapped in synchronized-update markers, so it never tears.
///
/// A terminal that supports synchronized output (DEC private mode 2026, or the older DCS form
/// that terminfo's extended `Sync` capability spells out) holds the screen while a frame
/// arrives and shows it whole. We use it when terminfo describes `Sync`, or when `TERM` names
/// a terminal family whose members either implement mode 2026 or, like every xterm-compatible
/// terminal, ignore private modes they do not know. A DECRQM query would be exact but costs a
/// round trip before the first frame and an answer parser in the key path, so it is not used.
/// `ONBOARD_SYNC=0` turns the markers off (for a terminal that shows them), `ONBOARD_SYNC=1`
/// forces them on.
package enum SynchronizedOutput {
    /// `TERM` prefixes of xterm-compatible terminals and multiplexers.
    static let terminalFamilies = [
        "xterm", "tmux", "screen", "rxvt", "alacritty", "foot", "kitty", "wezterm", "contour", "ghostty",
        "mintty", "vte", "konsole", "iterm", "st-",
    ]

    /// Whether frames get the markers, from the `ONBOARD_SYNC` setting, terminfo and `TERM`.
    package static func isEnabled(setting: String?, hasSyncCapability: Bool, term: String?) -> Bool {
        switch setting {
        case "0", "no", "off", "false": return false
        case "1", "yes", "on", "true": return true
        default: break
        }
        if hasSyncCapability { return true }
        guard let term else { return false }
        return terminalFamilies.contains { term.hasPrefix($0) }
    }
}
