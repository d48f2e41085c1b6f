import TermCore
import TermUI

/// A pushed screen of text: an optional bold heading over a scrolling body.
///
/// The body is a focusable ``TextView`` so the screen receives keys: Esc, backspace and left
/// reach the navigation controller and go back.
final class DetailScreen: ViewController {
    let heading: String?
    let body: String

    init(title: String, heading: String? = nil, body: String) {
        self.heading = heading
        self.body = body
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        let bounds = view.bounds
        view.backgroundColor = MenuTheme.background
        var top = 1
        if let heading {
            let label = Label(heading, style: Style(foreground: MenuTheme.text, attributes: .bold))
            label.frame = Rect(x: 2, y: top, width: max(0, bounds.width - 4), height: 1)
            label.autoresizingMask = .flexibleWidth
            view.addSubview(label)
            top += 2
        }
        let text = TextView(body, style: Style(foreground: MenuTheme.text))
        text.showsMoreHint = true
        text.frame = Rect(x: 2, y: top, width: max(0, bounds.width - 4), height: max(0, bounds.height - top - 1))
        text.autoresizingMask = .fill
        view.addSubview(text)
    }
}
