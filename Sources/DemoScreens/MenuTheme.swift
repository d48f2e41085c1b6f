import TermCore

/// The main menu's colours in one place: dark lists, the white bar title, dim status rows.
///
/// Cells keep the seeds' look (clear background, white text, light-grey highlighted text), so
/// the lists sit on a dark background for the white text to read; the selected row's grey is
/// blended over this background.
enum MenuTheme {
    static let background = Color(red: 28, green: 28, blue: 30)
    static let accent = Color(red: 253, green: 98, blue: 42)
    /// The navigation bar's title colour: white, as the seed's `titleTextAttributes` set it.
    static let titleColor = Color.white
    /// The navigation bar's title text attributes.
    static let titleStyle = Style(foreground: titleColor, attributes: .bold)
    static let text = Color.white
    /// Loading and error rows.
    static let statusText = Color(white: 0.6)
}
