import Onboarding

/// The main menu's words in the person's language, from `Assets/menu/strings.json`.
///
/// Each key has its English text here as well, so a missing or broken strings file, or a key
/// the file lacks, still leaves a usable menu rather than a crash or a blank tab.
struct MenuStrings: Sendable {
    /// The words the menu uses, with their English text.
    enum Key: String, CaseIterable, Sendable {
        case home, messages, discover, me, loading, loadFailed, empty, post, you, postCount
        case share, whatsNew, about, aboutText

        var english: String {
            switch self {
            case .home: return "Home"
            case .messages: return "Messages"
            case .discover: return "Discover"
            case .me: return "Me"
            case .loading: return "Loading…"
            case .loadFailed: return "Couldn't load"
            case .empty: return "Nothing here yet"
            case .post: return "Post"
            case .you: return "You"
            case .postCount: return "{count} posts"
            case .share: return "Share with everyone"
            case .whatsNew: return "Show what's new again"
            case .about: return "About"
            case .aboutText: return "Onboard {version}"
            }
        }
    }

    let language: Language
    private let table: [String: LocalizedText]

    init(language: Language, table: [String: LocalizedText] = [:]) {
        self.language = language
        self.table = table
    }

    /// The strings in `directory/menu/strings.json`, or English when the file cannot be read.
    static func load(assets directory: String, language: Language) -> MenuStrings {
        let table = try? AssetFile.decode([String: LocalizedText].self, at: directory + "/menu/strings.json")
        return MenuStrings(language: language, table: table ?? [:])
    }

    subscript(key: Key) -> String {
        table[key.rawValue]?.text(in: language) ?? key.english
    }

    /// The text for `key` with `{name}` placeholders filled in; an unknown name stays as written.
    ///
    /// One pass by hand rather than the standard library's `replacing`, whose first call costs
    /// 0.15–0.3 ms (it loads generic string-processing machinery): a tab's first visit paid it.
    func format(_ key: Key, _ values: [String: String]) -> String {
        var result = ""
        var rest = self[key][...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.append(contentsOf: rest[..<open])  // not `+=`: see TextWrapper's LineBuilder
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        result.append(contentsOf: rest)
        return result
    }
}
