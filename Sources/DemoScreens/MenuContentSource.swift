import JSON
import Onboarding

/// Where the menu's tabs read their content; called on background queues.
///
/// Long lists come back as ``JSONList``s, checked but not yet decoded: each row decodes its
/// element when the table shows it. The app reads the demo JSON in `Assets/menu`; tests substitute sources that fail or that
/// hold their answer back, to see the loading and error rows.
protocol MenuContentSource: Sendable {
    func posts() throws(AssetError) -> JSONList<Post>
    /// Each person, or why their record did not decode.
    func people() throws(AssetError) -> [String: Result<Person, AssetError>]
    func conversations() throws(AssetError) -> JSONList<Conversation>
    func topics() throws(AssetError) -> JSONList<Topic>
    func profile() throws(AssetError) -> Profile
}

/// The demo content in an assets folder's `menu` subfolder, one JSON file per source.
struct AssetMenuContent: MenuContentSource {
    let directory: String

    init(assets: String) {
        directory = assets + "/menu"
    }

    func posts() throws(AssetError) -> JSONList<Post> { try list("posts.json") }
    func people() throws(AssetError) -> [String: Result<Person, AssetError>] {
        try AssetFile.members(of: Person.self, at: directory + "/people.json")
    }
    func conversations() throws(AssetError) -> JSONList<Conversation> { try list("conversations.json") }
    func topics() throws(AssetError) -> JSONList<Topic> { try list("trending.json") }
    func profile() throws(AssetError) -> Profile { try file("profile.json") }

    private func file<Value: Decodable>(_ name: String) throws(AssetError) -> Value {
        try AssetFile.decode(Value.self, at: directory + "/" + name)
    }

    private func list<Element: Decodable>(_ name: String) throws(AssetError) -> JSONList<Element> {
        try AssetFile.list(of: Element.self, at: directory + "/" + name)
    }
}
