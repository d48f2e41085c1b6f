import Onboarding
import TermUI

/// Discover: trending topics with how much is said about them.
final class DiscoverScreen: ListScreen {
    init(preload: MenuPreload, strings: MenuStrings) {
        super.init(title: strings[.discover], preload: preload, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        // Rows are made later, from a closure the screen keeps: it must not hold the screen.
        show(preload.topics) { [unowned self] list in
            MenuRows.list(list, strings: strings) { [unowned self] in row(for: $0) }
        }
    }

    private func row(for topic: Topic) -> MenuRow {
        let title = topic.title.text(in: strings.language)
        let summary = topic.summary.text(in: strings.language)
        let count = strings.format(.postCount, ["count": String(topic.posts)])
        return MenuRow(text: title, secondaryText: summary, detailText: count, accessory: .disclosureIndicator) {
            [weak self] in self?.showDetail(title: title, heading: title, body: summary + "\n\n" + count)
        }
    }
}
