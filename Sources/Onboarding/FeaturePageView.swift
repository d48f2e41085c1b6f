import Markdown
import TermCore
import TermUI

/// Draws one feature page: text art, title and body, centred in the available space.
///
/// When the page is too short for everything, the art goes first, so the words always show;
/// when the words alone do not fit, the body (a ``PageBodyView``) scrolls between the title and
/// the accessories. Extra views (the last page's checkbox and button) are stacked under the body.
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

    /// The formatted body, scrolled when the page is too short for it.
    let body: PageBodyView
    private let titleRuns: RichText

    init(page: FeaturePage, usesUnicode: Bool = true) {
        self.page = page
        body = PageBodyView(text: MarkdownSource.parse(page.body), styles: RichTextStyles(body: page.colors))
        body.usesUnicode = usesUnicode
        titleRuns = MarkdownSource.title(page.title)
        super.init()
        backgroundColor = page.colors.background
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
        /// Empty when the art does not fit.
        var art: [PlacedLine]
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
        let title = RichTextLayout(styles: RichTextStyles(title: page.colors), linkMode: linkMode)
            .lines(titleRuns, width: textWidth)
        body.textWidth = textWidth
        let bodyLines = body.lines.count
        let fixedRows = title.count + 1 + accessories.count * 2
        let textRows = fixedRows + bodyLines
        let artRows = page.art.isEmpty ? 0 : page.art.count + 1
        let showsArt = artRows > 0 && textRows + artRows <= bounds.height
        let bodyRows = textRows <= bounds.height ? bodyLines : max(2, bounds.height - fixedRows)
        let total = fixedRows + bodyRows + (showsArt ? artRows : 0)
        let artX = TextAlignment.center.offset(lineWidth: page.art.map(\.displayWidth).max() ?? 0, in: bounds.width)
        let plan = Plan(
            size: bounds.size, accessoryCount: accessories.count, linkMode: linkMode,
            art: showsArt ? page.art.map { ($0, artX) } : [], title: title, bodyRows: bodyRows,
            top: max(0, (bounds.height - total) / 2))
        cachedPlan = plan
        return plan
    }

    override func layoutSubviews() {
        guard !bounds.isEmpty else { return }  // not placed yet: wrapping at width 1 would be wasted
        let plan = plan
        var y = plan.top + (plan.art.isEmpty ? 0 : plan.art.count + 1) + plan.title.count + 1
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
        if !plan.art.isEmpty {
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
