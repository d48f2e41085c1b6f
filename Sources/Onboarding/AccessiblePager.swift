import TermCore

/// The pages as plain lines for a screen reader, one key at a time: the accessible mode's
/// whole behaviour, with no terminal in it (the front door feeds it keys and writes its lines).
///
/// Each page says "What's new in mytool 1.4.0 — page 1 of 4", its title, its body as plain text
/// (links as `text (url)`), its picture's alt text (the title when there is none), then a
/// prompt: Enter next page, `b` back, `s` skip, `q` quit. The last page asks
/// "Share with everyone? [Y/n]" (`y`, `n`, or Enter for the stored choice), then says how to
/// enter the app. Esc skips and Ctrl-C quits, as in full screen.
package struct AccessiblePager {
    /// What a key did.
    package enum Step: Equatable {
        /// Lines to write; the pages go on.
        case lines([String])
        /// The pages ended: finished or skipped, with the share choice.
        case ended(OnboardingResult)
        /// `q` or Ctrl-C: nothing is recorded.
        case quit(interrupted: Bool)
    }

    private enum Stage {
        case page
        case askingShare
        case readyToEnter
    }

    package let pages: [FeaturePage]
    package let strings: BuiltInStrings
    package let appName: String
    package let version: String
    package let shareLabel: String
    package let enterLabel: String
    package private(set) var share: Bool
    package private(set) var current = 0
    private var stage = Stage.page
    /// Lines are not wrapped: a screen reader reads a paragraph whole, the terminal wraps it.
    private static let width = 10_000

    package init(
        pages: [FeaturePage], strings: BuiltInStrings, appName: String, version: String, shareLabel: String,
        enterLabel: String, share: Bool
    ) {
        self.pages = pages
        self.strings = strings
        self.appName = appName
        self.version = version
        self.shareLabel = shareLabel
        self.enterLabel = enterLabel
        self.share = share
    }

    /// The first page's lines.
    package mutating func start() -> [String] { show(0) }

    package mutating func handle(_ key: KeyEvent) -> Step {
        if key == KeyEvent(.character("c"), modifiers: .control) { return .quit(interrupted: true) }
        guard key.modifiers.isEmpty else { return .lines([prompt]) }
        switch key.key {
        case .escape, .character("s"), .character("S"): return .ended(OnboardingResult(outcome: .skipped, share: share))
        case .character("q"), .character("Q"): return .quit(interrupted: false)
        case .character("b"), .character("B"): return .lines(current > 0 ? show(current - 1) : [prompt])
        case .character("y") where stage == .askingShare, .character("Y") where stage == .askingShare:
            return answer(true)
        case .character("n") where stage == .askingShare, .character("N") where stage == .askingShare:
            return answer(false)
        case .enter:
            switch stage {
            case .page: return .lines(show(current + 1))
            case .askingShare: return answer(share)
            case .readyToEnter: return .ended(OnboardingResult(outcome: .finished, share: share))
            }
        default: return .lines([prompt])
        }
    }

    private mutating func answer(_ choice: Bool) -> Step {
        share = choice
        stage = .readyToEnter
        return .lines([prompt])
    }

    /// The page at `index`: heading, title, body, alt text, then its prompt.
    private mutating func show(_ index: Int) -> [String] {
        current = min(max(0, index), pages.count - 1)
        stage = current == pages.count - 1 ? .askingShare : .page
        let page = pages[current]
        let layout = PlainPages.plainLayout
        var lines = [
            strings.format(
                .pageHeading,
                [("app", appName), ("version", version), ("page", "\(current + 1)"), ("count", "\(pages.count)")])
        ]
        lines += PlainPages.titleLines(page, width: Self.width, layout: layout)
        lines += PlainPages.bodyLines(page, width: Self.width, layout: layout).filter { !$0.isEmpty }
        if page.image != nil || !page.art.isEmpty {
            lines.append(strings.format(.pictureAlt, [("alt", page.alt ?? page.title)]))
        }
        lines.append(prompt)
        return lines.map { String($0.map(\.terminalSafe)) }
    }

    /// The line that says which keys do what now.
    package var prompt: String {
        switch stage {
        case .page: strings[.pagePrompt]
        case .askingShare:
            strings.format(.sharePrompt, [("share", shareLabel), ("choices", share ? "[Y/n]" : "[y/N]")])
        case .readyToEnter: strings.format(.enterPrompt, [("enter", enterLabel)])
        }
    }
}
