import Onboarding
import TermUI

/// Home: the timeline of short posts, with each author's name.
///
/// Posts and people are two files read in parallel; the timeline shows only when both have
/// arrived (a group notify, in ``MenuPreload``), so no post ever shows without its author's name.
final class HomeScreen: ListScreen {
    init(preload: MenuPreload, strings: MenuStrings) {
        super.init(title: strings[.home], preload: preload, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        show(preload.timeline) { [unowned self] timeline in
            MenuRows.list(timeline.posts, strings: strings) { [unowned self] in
                row(for: $0, author: timeline.people[$0.author])
            }
        }
    }

    private func row(for post: Post, author: Person?) -> MenuRow {
        let byline = "\(author?.name ?? post.author) @\(post.author)"
        let title = strings[.post]
        return MenuRow(
            text: byline, secondaryText: post.text, detailText: post.time, accessory: .disclosureIndicator
        ) { [weak self] in
            guard let self else { return }
            showDetail(title: title, heading: "\(byline) \(view.windowGlyphs.separator) \(post.time)", body: post.text)
        }
    }
}
