import Onboarding
import TermUI

/// Home: the timeline of short posts, with each author's name.
///
/// Posts and people are two files read in parallel; the timeline shows only when both have
/// arrived (a group notify, in ``MenuPreload``), so no post ever shows without its author's name.
/// An author whose record does not decode turns their posts into rows saying why; the rest of
/// the timeline shows as usual.
final class HomeScreen: ListScreen {
    init(preload: MenuPreload, strings: MenuStrings) {
        super.init(title: strings[.home], preload: preload, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        show(preload.timeline) { [unowned self] timeline in
            MenuRows.list(timeline.posts, strings: strings) { [unowned self] post in
                switch timeline.people[post.author] {
                case .success(let author): row(for: post, author: author)
                case .failure(let error): .failure(error, strings: strings)  // the author's record says why
                case nil: row(for: post, author: nil)
                }
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
