import TermCore
import TermUI

/// Draws one feature page: text art, title and body, centred in the available space.
///
/// When the page is too short for everything, the art goes first, so the words always show.
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

    init(page: FeaturePage) {
        self.page = page
        super.init()
        backgroundColor = page.colors.background
    }

    static let maximumTextWidth = 64

    private var textWidth: Int { max(1, min(bounds.width - 4, Self.maximumTextWidth)) }

    /// A line of text and the column it starts at.
    private typealias PlacedLine = (text: String, x: Int)

    /// Where each part goes at one size.
    private struct Plan {
        var size: Size
        var accessoryCount: Int
        /// Empty when the art does not fit.
        var art: [PlacedLine]
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
        let artRows = page.art.isEmpty ? 0 : page.art.count + 1
        let showsArt = artRows > 0 && textRows + artRows <= bounds.height
        let total = textRows + (showsArt ? artRows : 0)
        let artX = TextAlignment.center.offset(lineWidth: page.art.map(\.displayWidth).max() ?? 0, in: bounds.width)
        let plan = Plan(
            size: bounds.size, accessoryCount: accessories.count,
            art: showsArt ? page.art.map { ($0, artX) } : [], title: centred(title), body: centred(body),
            top: max(0, (bounds.height - total) / 2))
        cachedPlan = plan
        return plan
    }

    private func centred(_ lines: [String]) -> [PlacedLine] {
        lines.map { ($0, TextAlignment.center.offset(lineWidth: $0.displayWidth, in: bounds.width)) }
    }

    override func layoutSubviews() {
        guard !bounds.isEmpty else { return }  // not placed yet: wrapping at width 1 would be wasted
        let plan = plan
        var y = plan.top + (plan.art.isEmpty ? 0 : plan.art.count + 1) + plan.title.count + 1 + plan.body.count
        for accessory in accessories {
            y += 1
            accessory.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
            y += 1
        }
    }

    override func draw(_ canvas: inout Canvas) {
        let plan = plan
        var y = plan.top
        if !plan.art.isEmpty {
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
