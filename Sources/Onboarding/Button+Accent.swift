import TermCore
import TermUI

extension Button {
    /// Gives the "Enter app" button its three looks in the page's accent colours.
    ///
    /// Manifest colours `button` and `buttonPressed`: accent text; accent fill when focused; the
    /// deeper pressed fill, underlined, during the press flash. Reverse video and underline keep
    /// the three apart without colour (`NO_COLOR`).
    func applyAccent(_ colors: PageColors) {
        normalStyle = Style(foreground: colors.button, attributes: .bold)
        focusedStyle = Style(foreground: colors.button, attributes: [.bold, .reverse])
        highlightedStyle = Style(foreground: colors.buttonPressed, attributes: [.bold, .reverse, .underline])
    }
}
