import JSON
import Onboarding
import TermUI

/// The menu's content for all four tabs, read ahead on background queues.
///
/// The first tab to ask for its part starts that read, and the other tabs' reads are queued
/// behind it, so while a person looks at the first list the others are read and checked, and
/// their first visit draws the list straight away instead of "Loading…" and a trip through the
/// background queue (docs/decisions/0060). Reading the others only after the first
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
            let rows = Self.rowsOnScreen(of: application)
            let posts = application.inBackground {
                Result { () throws(AssetError) in try content.posts().decodingAhead(rows) }
            }
            let people = application.inBackground { Result { () throws(AssetError) in try content.people() } }
            return posts.and(people) { posts, people in
                posts.flatMap { posts in people.map { Timeline(posts: posts, people: $0) } }
            }
        }
        conversations = Self.list { () throws(AssetError) in try content.conversations() }
        topics = Self.list { () throws(AssetError) in try content.topics() }
        profile = PreloadedValue { () throws(AssetError) in try content.profile() }
    }

    /// A list read on a background lane with the rows its screen shows first decoded there too
    /// (``JSONList/decodingAhead(_:)``).
    private static func list<Element: Sendable>(_ read: @escaping @Sendable () throws(AssetError) -> JSONList<Element>)
        -> PreloadedValue<JSONList<Element>>
    {
        PreloadedValue { application in
            let rows = rowsOnScreen(of: application)
            return application.inBackground { Result { () throws(AssetError) in try read().decodingAhead(rows) } }
        }
    }

    /// How many two-line rows (every list's) the screen shows at most, as it is now.
    private static func rowsOnScreen(of application: Application) -> Int {
        application.window.size.height / 2
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
