import Onboarding
import TermUI

/// The menu's content for all four tabs, read ahead on background queues.
///
/// The first tab to appear starts every read at once, so while a person looks at Home the
/// other tabs' files are read and checked, and their first visit draws the list straight away
/// instead of "Loading…" and a trip through the background queue (DECISIONS.md, "Tabs read
/// ahead"). Home's posts and people are read in parallel and arrive together.
@MainActor
final class MenuPreload {
    /// Home's timeline: the posts and their authors.
    struct Timeline: Sendable {
        var posts: JSONList<Post>
        var people: [String: Person]
    }

    let content: any MenuContentSource
    let timeline = PreloadedValue<Timeline>()
    let conversations = PreloadedValue<JSONList<Conversation>>()
    let topics = PreloadedValue<JSONList<Topic>>()
    let profile = PreloadedValue<Profile>()
    private var isStarted = false

    init(content: any MenuContentSource) {
        self.content = content
    }

    /// Starts every read on `application`'s queues; later calls do nothing.
    func start(on application: Application) {
        guard !isStarted else { return }
        isStarted = true
        let content = self.content
        application.background(
            { Result { () throws(AssetError) in try content.posts() } },
            { Result { () throws(AssetError) in try content.people() } },
            then: { [weak self] posts, people in
                self?.timeline.arrive(posts.flatMap { posts in people.map { Timeline(posts: posts, people: $0) } })
            })
        conversations.start(on: application) { () throws(AssetError) in try content.conversations() }
        topics.start(on: application) { () throws(AssetError) in try content.topics() }
        profile.start(on: application) { () throws(AssetError) in try content.profile() }
    }
}
