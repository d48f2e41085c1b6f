/// A cell style as a terminal of one colour depth draws it.
///
/// Two model styles that a terminal cannot tell apart (two RGBs that map to the same palette
/// number, any colours at depth `none`) become equal here, so style runs and exports change
/// only when what a person would see changes.
package struct TerminalStyle: Hashable, Sendable, CustomStringConvertible {
    package var foreground: TerminalColor?
    package var background: TerminalColor?
    package var attributes: TextAttributes

    package init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    package init(_ style: Style, depth: ColorDepth) {
        self.init(
            foreground: TerminalColor(foreground: style.foreground, on: style.background, depth: depth),
            background: TerminalColor(style.background, depth: depth), attributes: style.attributes)
    }

    /// True when the terminal's default colours and no attributes are used.
    package var isDefault: Bool { foreground == nil && background == nil && attributes.isEmpty }

    /// `fg=202 bg=255 bold reverse`, or `default`.
    package var description: String {
        let parts =
            [foreground.map { "fg=\($0)" }, background.map { "bg=\($0)" }].compactMap { $0 } + attributes.names
        return parts.isEmpty ? "default" : parts.joined(separator: " ")
    }
}
