import Onboarding
import TermUI

/// Discover: trending topics with how much is said about them.
final class DiscoverScreen: ListScreen {
    init(content: any MenuContentSource, strings: MenuStrings) {
        super.init(title: strings[.discover], content: content, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        let content = self.content
        load(
            { () throws(AssetError) in try content.topics() },
            rows: { [strings, unowned self] topics in MenuRows.list(topics, strings: strings, row: row(for:)) })
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
