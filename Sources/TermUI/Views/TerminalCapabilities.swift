import TermCore

/// What the terminal can show, handed down to views: the window holds it (set from the backend
/// when an application takes the window), and a view reads it as ``View/capabilities``.
///
/// Views never ask the backend: a headless run states the terminal by its backend
/// (`--color-depth`), a test by setting ``Window/capabilities``. Whether pictures show as real
/// pixels is asked of the terminal only the first time a view wants to know, since asking can
/// wait up to 200 ms for an answer: only pages with pictures pay for it.
@MainActor
package struct TerminalCapabilities {
    /// How many colours the output can show.
    package var colorDepth: ColorDepth
    /// Whether linked cells become clickable hyperlinks; else views print `text (url)`.
    package var hyperlinks: Bool
    /// Whether the locale asked for UTF-8: Unicode symbols, else ASCII ones.
    package var usesUnicode: Bool
    private var askPictureOverlays: @MainActor () -> Bool

    /// Capabilities stated outright (tests, views outside a window).
    package init(
        colorDepth: ColorDepth = .xterm256, hyperlinks: Bool = false, usesUnicode: Bool = true,
        pictureOverlays: Bool = false
    ) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.usesUnicode = usesUnicode
        askPictureOverlays = { pictureOverlays }
    }

    /// What `backend` can show; pixels are asked of it when first read.
    package init(backend: any Backend, usesUnicode: Bool = true) {
        self.init(colorDepth: backend.colorDepth, hyperlinks: backend.supportsHyperlinks, usesUnicode: usesUnicode)
        askPictureOverlays = { [weak backend] in backend?.showsPictureOverlays ?? false }
    }

    /// Whether frames' overlays show as real pixels (kitty graphics or sixel).
    package var pictureOverlays: Bool {
        get { askPictureOverlays() }
        set { askPictureOverlays = { newValue } }
    }
}
