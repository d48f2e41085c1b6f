import Pictures
import TermCore
import TermUI

/// Draws one feature page: text art (or its picture), title and body, centred in the available space.
///
/// When the page is too short for everything, the art goes first, so the words always show.
/// A page's picture takes the art's place when ``showsPictures`` is on (see `PagePicture`).
/// Extra views (the last page's checkbox and button) are stacked under the body.
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

    init(page: FeaturePage, showsPictures: Bool = true) {
        self.page = page
        self.showsPictures = showsPictures
        pictureView =
            showsPictures ? page.image.map { PictureView(picture: $0, background: page.colors.background) } : nil
        super.init()
        backgroundColor = page.colors.background
        if let pictureView { addSubview(pictureView) }
    }

    static let maximumTextWidth = 64

    private var textWidth: Int { max(1, min(bounds.width - 4, Self.maximumTextWidth)) }

    /// A line of text and the column it starts at.
    private typealias PlacedLine = (text: String, x: Int)

    /// Where each part goes at one size.
    private struct Plan {
        var size: Size
        var accessoryCount: Int
        /// Empty when the art does not fit or the picture shows.
        var art: [PlacedLine]
        /// Where the picture goes; nil when it does not show.
        var picture: Rect?
        var title: [PlacedLine]
        var body: [PlacedLine]
        var top: Int
    }

    private var cachedPlan: Plan?

    /// The rows each part takes at the current size, art dropped when it does not fit.
    ///
    /// Wrapping and measuring text are the costliest steps of a frame, so the plan (with every
    /// line's column) is kept until the size changes.
    private var plan: Plan {
        if let cachedPlan, cachedPlan.size == bounds.size, cachedPlan.accessoryCount == accessories.count {
            return cachedPlan
        }
        let title = TextWrapper.balancedLines(page.title, width: textWidth)
        let body = TextWrapper.balancedLines(page.body, width: textWidth)
        let textRows = title.count + 1 + body.count + accessories.count * 2
        let pictureSize = pictureView.flatMap {
            PagePicture.size(of: $0.picture, page: bounds.size, textRows: textRows)
        }
        let artRows = pictureSize.map { $0.height + 1 } ?? (page.art.isEmpty ? 0 : page.art.count + 1)
        let showsArt = pictureSize == nil && artRows > 0 && textRows + artRows <= bounds.height
        let total = textRows + (showsArt || pictureSize != nil ? artRows : 0)
        let artX = TextAlignment.center.offset(lineWidth: page.art.map(\.displayWidth).max() ?? 0, in: bounds.width)
        let top = max(0, (bounds.height - total) / 2)
        let plan = Plan(
            size: bounds.size, accessoryCount: accessories.count,
            art: showsArt ? page.art.map { ($0, artX) } : [],
            picture: pictureSize.map { PagePicture.frame(size: $0, top: top, pageWidth: bounds.width) },
            title: centred(title), body: centred(body), top: top)
        cachedPlan = plan
        return plan
    }

    private func centred(_ lines: [String]) -> [PlacedLine] {
        lines.map { ($0, TextAlignment.center.offset(lineWidth: $0.displayWidth, in: bounds.width)) }
    }

    override func layoutSubviews() {
        guard !bounds.isEmpty else { return }  // not placed yet: wrapping at width 1 would be wasted
        let plan = plan
        pictureView?.frame = plan.picture ?? .zero
        pictureView?.isHidden = plan.picture == nil
        let artRows = plan.picture.map { $0.height + 1 } ?? (plan.art.isEmpty ? 0 : plan.art.count + 1)
        var y = plan.top + artRows + plan.title.count + 1 + plan.body.count
        for accessory in accessories {
            y += 1
            accessory.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
            y += 1
        }
    }

    override func draw(_ canvas: inout Canvas) {
        let plan = plan
        var y = plan.top
        if let picture = plan.picture {
            y += picture.height + 1
        } else if !plan.art.isEmpty {
            y = draw(plan.art, from: y, style: Style(foreground: page.colors.art), on: &canvas) + 1
        }
        y = draw(plan.title, from: y, style: Style(foreground: page.colors.title, attributes: .bold), on: &canvas)
        _ = draw(plan.body, from: y + 1, style: Style(foreground: page.colors.body), on: &canvas)
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
