import Pictures
import TermCore

/// How much of a feature page its picture may take, and where it goes.
///
/// The picture takes the art's place above the title: at most as wide as the text column, and
/// only the rows the words leave free (at most three fifths of the page, so the picture never
/// crowds the text). Smaller than ``minimumRows`` rows it would be unreadable (3 rows is 6 pixels high), so the page
/// falls back to its text art.
enum PagePicture {
    /// The width of the page's text column (`FeaturePageView.maximumTextWidth`).
    static let maximumWidth = 64
    static let minimumRows = 4

    /// The picture's size in cells on a page of `page` cells whose words take `textRows`, or nil
    /// when it does not fit.
    static func size(of picture: Picture, page: Size, textRows: Int) -> Size? {
        let freeRows = page.height - textRows - 1
        let area = Size(width: min(page.width - 4, maximumWidth), height: min(freeRows, page.height * 3 / 5))
        guard area.width > 0, area.height >= minimumRows else { return nil }
        let cells = PictureFit(picture, area: area).cells
        return cells.height >= minimumRows ? cells : nil
    }

    /// The picture's frame: horizontally centred, from the top of the page's content.
    static func frame(size: Size, top: Int, pageWidth: Int) -> Rect {
        Rect(x: (pageWidth - size.width) / 2, y: top, width: size.width, height: size.height)
    }
}
