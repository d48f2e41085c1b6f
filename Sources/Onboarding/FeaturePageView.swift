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

    /// The rows each part takes at the current size, art dropped when it does not fit.
    private var plan: (showsArt: Bool, title: [String], body: [String], top: Int) {
        let title = TextWrapper.balancedLines(page.title, width: textWidth)
        let body = TextWrapper.balancedLines(page.body, width: textWidth)
        let textRows = title.count + 1 + body.count + accessories.count * 2
        let artRows = page.art.isEmpty ? 0 : page.art.count + 1
        let showsArt = artRows > 0 && textRows + artRows <= bounds.height
        let total = textRows + (showsArt ? artRows : 0)
        return (showsArt, title, body, max(0, (bounds.height - total) / 2))
    }

    override func layoutSubviews() {
        let plan = plan
        var y = plan.top + (plan.showsArt ? page.art.count + 1 : 0) + plan.title.count + 1 + plan.body.count
        for accessory in accessories {
            y += 1
            accessory.frame = Rect(x: 0, y: y, width: bounds.width, height: 1)
            y += 1
        }
    }

    override func draw(_ canvas: inout Canvas) {
        let plan = plan
        var y = plan.top
        if plan.showsArt {
            let artWidth = page.art.map(\.displayWidth).max() ?? 0
            let x = TextAlignment.center.offset(lineWidth: artWidth, in: bounds.width)
            for line in page.art {
                canvas.put(line, at: Point(x: x, y: y), style: Style(foreground: page.colors.art))
                y += 1
            }
            y += 1
        }
        y = drawCentred(
            plan.title, from: y, style: Style(foreground: page.colors.title, attributes: .bold), on: &canvas)
        y += 1
        _ = drawCentred(plan.body, from: y, style: Style(foreground: page.colors.body), on: &canvas)
    }

    private func drawCentred(_ lines: [String], from top: Int, style: Style, on canvas: inout Canvas) -> Int {
        var y = top
        for line in lines {
            let x = TextAlignment.center.offset(lineWidth: line.displayWidth, in: bounds.width)
            canvas.put(line, at: Point(x: x, y: y), style: style)
            y += 1
        }
        return y
    }
}
