import Onboarding

/// A short post in the Home timeline; `author` is a key into the people file.
struct Post: Decodable, Hashable, Sendable {
    var author: String
    var time: String
    var text: String
}

/// Someone who posts, by handle.
struct Person: Decodable, Hashable, Sendable {
    var name: String
}

/// A conversation in Messages, newest message last.
struct Conversation: Decodable, Hashable, Sendable {
    /// One line of a conversation; `from` is `me` for the person using the app.
    struct Message: Decodable, Hashable, Sendable {
        var from: String
        var text: String
    }

    var with: String
    var time: String
    var messages: [Message]
}

/// A trending topic in Discover, written by the app and so localized.
struct Topic: Decodable, Hashable, Sendable {
    var title: LocalizedText
    var summary: LocalizedText
    var posts: Int
}

/// The person using the app, shown at the top of Me.
struct Profile: Decodable, Hashable, Sendable {
    var name: String
    var handle: String
    var bio: String
}
