import Onboarding
import TermUI

/// Home: the timeline of short posts, with each author's name.
///
/// Posts and people are two files read in parallel; the timeline shows only when both have
/// arrived (a group notify), so no post ever shows without its author's name.
final class HomeScreen: ListScreen {
    init(content: any MenuContentSource, strings: MenuStrings) {
        super.init(title: strings[.home], content: content, strings: strings, rowHeight: 2)
    }

    override func startLoading() {
        let content = self.content
        application?.background(
            { Result { () throws(AssetError) in try content.posts() } },
            { Result { () throws(AssetError) in try content.people() } },
            then: { [weak self] posts, people in self?.show(posts: posts, people: people) })
    }

    private func show(posts: Result<JSONList<Post>, AssetError>, people: Result<[String: Person], AssetError>) {
        let both = posts.flatMap { posts in people.map { (posts, $0) } }
        show(both) { posts, people in
            MenuRows.list(posts, strings: strings) { [unowned self] in row(for: $0, author: people[$0.author]) }
        }
    }

    private func row(for post: Post, author: Person?) -> MenuRow {
        let byline = "\(author?.name ?? post.author) @\(post.author)"
        let title = strings[.post]
        return MenuRow(
            text: byline, secondaryText: post.text, detailText: post.time, accessory: .disclosureIndicator
        ) { [weak self] in self?.showDetail(title: title, heading: "\(byline) · \(post.time)", body: post.text) }
    }
}
