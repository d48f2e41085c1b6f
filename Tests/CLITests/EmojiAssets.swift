import Foundation

/// Pages whose title and art hold emoji graphemes of several scalars, kept under `.build` for
/// the parity tests: a skin tone, a joined pair, a family of four joined, a flag, and the same
/// places with another skin tone and pair on the second page, so the flip redraws part of them.
enum EmojiAssets {
    static let path: String = {
        let folder = OnboardBinary.packageRoot + "/.build/parity-assets/emoji"
        let files = FileManager.default
        try? files.removeItem(atPath: folder)
        do {
            try files.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
            try art.write(toFile: folder + "/art/emoji.txt", atomically: true, encoding: .utf8)
            try manifest.write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        } catch {
            print("could not prepare \(folder): \(error)")  // the run then fails naming the folder
        }
        return folder
    }()

    private static let art = "👨\u{200D}👩\u{200D}👧\u{200D}👦 family\n🇯🇵 flag\n"

    private static let manifest = #"""
        {"pages": [
          {"art": "art/emoji.txt", "title": "👍🏽 ✈️ 👩‍💻 zwj", "body": "B"},
          {"art": "art/emoji.txt", "title": "👍🏿 ✈️ 👩‍🔬 zwj", "body": "C"}
        ], "labels": {"share": "S", "enter": "E"}}
        """#
}
