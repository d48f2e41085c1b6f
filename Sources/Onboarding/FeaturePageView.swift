import Markdown
import Pictures
import TermCore
import TermUI

/// Draws one feature page: text art (or its picture), title and body, centred in the available space.
///
/// When the page is too short for everything, the art goes first, so the words always show;
/// when the words alone do not fit, the body (a ``PageBodyView``) scrolls between the title and
/// the accessories. The accessories always keep their rows: a title too long for the rest of the
/// page is cut to the rows left once the body has its least (a line over its hint), its last line
/// ending in `…`. A page's picture takes the art's place when ``showsPictures`` is on (see
/// `PagePicture`). Extra views (the last page's checkbox and button) are stacked under the body.
@MainActor
final class FeaturePageView: View {
    let page: FeaturePage
    /// Views laid out one per row under the body, with a blank row between each.
    var accessories: [View] = [] {
        didSet {
            for view in oldValue { view.removeFromSuperview() }
            accessories.forEach(addSubview)
            layoutSubviews()
        }
    }

    /// Whether the terminal can show the page's picture (colour and UTF-8); else the art shows.
    let showsPictures: Bool
    private let pictureView: PictureView?
    /// The formatted body, scrolled when the page is too short for it.
    let body: PageBodyView
    private let titleRuns: RichText

    init(page: FeaturePage, showsPictures: Bool = true, usesUnicode: Bool = true) {
        self.page = page
        self.showsPictures = showsPictures
        pictureView =
            showsPictures
            ? page.image.map {
                PictureView(picture: $0, background: page.colors.background ?? PageColors.seedBackground)
            }
            : nil
        body = PageBodyView(text: MarkdownSource.parse(page.body), styles: RichTextStyles(body: page.colors))
        body.usesUnicode = usesUnicode
        titleRuns = MarkdownSource.title(page.title)
        super.init()
        backgroundColor = page.colors.background
        if let pictureView { addSubview(pictureView) }
        addSubview(body)
    }

    static let maximumTextWidth = 64

    private var textWidth: Int { max(1, min(bounds.width - 4, Self.maximumTextWidth)) }

    /// A line of text and the column it starts at.
    private typealias PlacedLine = (text: String, x: Int)

    /// Where each part goes at one size.
    private struct Plan {
        var size: Size
        var accessoryCount: Int
        var linkMode: RichTextLayout.LinkMode
        /// Empty when the art does not fit or the picture shows.
        var art: [PlacedLine]
        /// Where the picture goes; nil when it does not show.
        var picture: Rect?
        /// The title's lines shown: all of them, or the rows the accessories and the body's least
        /// share leave, the last ending in an ellipsis.
        var title: [StyledLine]
        /// Rows given to the body: all its lines, or what is left when they do not fit.
        var bodyRows: Int
        var top: Int
    }

    private var cachedPlan: Plan?

    /// The rows each part takes at the current size, art dropped when it does not fit.
    ///
    /// Wrapping and measuring text are the costliest steps of a frame, so the plan (with every
    /// line's column) is kept until the size changes.
    private var plan: Plan {
        let linkMode = body.linkMode
        if let cachedPlan, cachedPlan.size == bounds.size, cachedPlan.accessoryCount == accessories.count,
            cachedPlan.linkMode == linkMode
        {
            return cachedPlan
        }
        let titleStyles = RichTextStyles(title: page.colors)
        let title = RichTextLayout(styles: titleStyles, linkMode: linkMode).lines(titleRuns, width: textWidth)
        body.textWidth = textWidth
        let bodyLines = body.lines.count
        let accessoryRows = accessories.count * 2
        let textRows = title.count + 1 + accessoryRows + bodyLines
        // The accessories always keep their rows; the title has what is left once the body has
        // its least (a line, or a line over its hint), and the body the rest.
        let titleRows = min(title.count, max(0, bounds.height - accessoryRows - 1 - min(bodyLines, 2)))
        let fixedRows = titleRows + 1 + accessoryRows
        let pictureSize = pictureView.flatMap {
            PagePicture.size(of: $0.picture, page: bounds.size, textRows: textRows)
        }
        let artRows = pictureSize.map { $0.height + 1 } ?? (page.art.isEmpty ? 0 : page.art.count + 1)
        let showsArt = pictureSize == nil && artRows > 0 && textRows + artRows <= bounds.height
        let bodyRows = min(bodyLines, max(0, bounds.height - fixedRows))
        let total = fixedRows + bodyRows + (showsArt || pictureSize != nil ? artRows : 0)
        let artX = TextAlignment.center.offset(lineWidth: page.art.map(\.displayWidth).max() ?? 0, in: bounds.width)
        let top = max(0, (bounds.height - total) / 2)
        let plan = Plan(
            size: bounds.size, accessoryCount: accessories.count, linkMode: linkMode,
            art: showsArt ? page.art.map { ($0, artX) } : [],
            picture: pictureSize.map { PagePicture.frame(size: $0, top: top, pageWidth: bounds.width) },
            title: clipped(title, to: titleRows, width: textWidth, style: titleStyles.text),
            bodyRows: bodyRows, top: top)
        cachedPlan = plan
        return plan
    }

    /// The first `rows` lines, the last of them ending in an ellipsis when lines were left out.
    private func clipped(_ lines: [StyledLine], to rows: Int, width: Int, style: Style) -> [StyledLine] {
        guard rows < lines.count else { return lines }
        var shown = Array(lines.prefix(rows))
        if let last = shown.popLast() {
            shown.append(
                last.endingInEllipsis(Glyphs.forUnicode(body.usesUnicode).ellipsis, width: width, style: style))
        }
        return shown
    }

    override func layoutSubviews() {
        guard !bounds.isEmpty else { return }  // not placed yet: wrapping at width 1 would be wasted
        let plan = plan
        pictureView?.frame = plan.picture ?? .zero
        pictureView?.isHidden = plan.picture == nil
        let artRows = plan.picture.map { $0.height + 1 } ?? (plan.art.isEmpty ? 0 : plan.art.count + 1)
        var y = plan.top + artRows + plan.title.count + 1
        body.frame = Rect(x: 0, y: y, width: bounds.width, height: plan.bodyRows)
        y += plan.bodyRows
        for accessory in accessories {
            y += 1
            accessory.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
            y += 1
        }
    }

    override func draw(_ canvas: inout Canvas) {
        if cachedPlan?.linkMode != body.linkMode { layoutSubviews() }  // now on a window that links
        let plan = plan
        var y = plan.top
        if let picture = plan.picture {
            y += picture.height + 1
        } else if !plan.art.isEmpty {
            y = draw(plan.art, from: y, style: Style(foreground: page.colors.art), on: &canvas) + 1
        }
        for line in plan.title {
            line.draw(
                on: &canvas, at: Point(x: TextAlignment.center.offset(lineWidth: line.width, in: bounds.width), y: y))
            y += 1
        }
    }

    private func draw(_ lines: [PlacedLine], from top: Int, style: Style, on canvas: inout Canvas) -> Int {
        var y = top
        for line in lines {
            canvas.put(line.text, at: Point(x: line.x, y: y), style: style)
            y += 1
        }
        return y
    }
}
