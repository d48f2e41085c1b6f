import Onboarding
import TermUI

/// The menu's content for all four tabs, read ahead on background queues.
///
/// The first tab to ask for its part starts that read, and the other tabs' reads are queued
/// behind it, so while a person looks at the first list the others are read and checked, and
/// their first visit draws the list straight away instead of "Loading…" and a trip through the
/// background queue (DECISIONS.md, "Tabs read ahead"). Reading the others only after the first
/// keeps them from slowing it down. Home's posts and people are read as one group and arrive
/// together.
@MainActor
final class MenuPreload {
    /// Home's timeline: the posts and their authors.
    struct Timeline: Sendable {
        var posts: JSONList<Post>
        var people: [String: Result<Person, AssetError>]
    }

    let timeline: PreloadedValue<Timeline>
    let conversations: PreloadedValue<JSONList<Conversation>>
    let topics: PreloadedValue<JSONList<Topic>>
    let profile: PreloadedValue<Profile>
    private var isReadingAhead = false

    init(content: any MenuContentSource) {
        timeline = PreloadedValue { application in
            application.readAhead(
                { Result { () throws(AssetError) in try content.posts() } },
                { Result { () throws(AssetError) in try content.people() } },
                combined: { posts, people in
                    posts.flatMap { posts in people.map { Timeline(posts: posts, people: $0) } }
                })
        }
        conversations = PreloadedValue { () throws(AssetError) in try content.conversations() }
        topics = PreloadedValue { () throws(AssetError) in try content.topics() }
        profile = PreloadedValue { () throws(AssetError) in try content.profile() }
    }

    /// Starts reading `part`, and queues the other parts behind it: background lanes take jobs
    /// in order, so they are read once it has been, on the same thread.
    func start<Value>(_ part: PreloadedValue<Value>, on application: Application) {
        part.start(on: application)
        guard !isReadingAhead else { return }
        isReadingAhead = true
        timeline.start(on: application)
        conversations.start(on: application)
        topics.start(on: application)
        profile.start(on: application)
    }
}
