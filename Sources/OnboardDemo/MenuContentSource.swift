import Onboarding

/// Where the menu's tabs read their content; called on background queues.
///
/// The app reads the demo JSON in `Assets/menu`; tests substitute sources that fail or that
/// hold their answer back, to see the loading and error rows.
protocol MenuContentSource: Sendable {
    func posts() throws(AssetError) -> [Post]
    func people() throws(AssetError) -> [String: Person]
    func conversations() throws(AssetError) -> [Conversation]
    func topics() throws(AssetError) -> [Topic]
    func profile() throws(AssetError) -> Profile
}

/// The demo content in an assets folder's `menu` subfolder, one JSON file per source.
struct AssetMenuContent: MenuContentSource {
    let directory: String

    init(assets: String) {
        directory = assets + "/menu"
    }

    func posts() throws(AssetError) -> [Post] { try file("posts.json") }
    func people() throws(AssetError) -> [String: Person] { try file("people.json") }
    func conversations() throws(AssetError) -> [Conversation] { try file("conversations.json") }
    func topics() throws(AssetError) -> [Topic] { try file("trending.json") }
    func profile() throws(AssetError) -> Profile { try file("profile.json") }

    private func file<Value: Decodable>(_ name: String) throws(AssetError) -> Value {
        try AssetFile.decode(Value.self, at: directory + "/" + name)
    }
}
