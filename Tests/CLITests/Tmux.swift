import Foundation

/// What the parity test needs to know about tmux itself.
enum Tmux {
    /// Whether a `tmux` executable is on `PATH`.
    static let isInstalled: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }()

    /// Canonical key names as `tmux send-keys` spells them; `KEY*N` repeats.
    static func keyName(_ word: String) throws -> [String] {
        let parts = word.split(separator: "*")
        let names = [
            "right": "Right", "left": "Left", "up": "Up", "down": "Down", "enter": "Enter", "tab": "Tab",
            "shift+tab": "BTab", "space": "Space", "esc": "Escape", "home": "Home", "end": "End", "pgup": "PPage",
            "pgdn": "NPage",
        ]
        guard let key = parts.first, let name = names[String(key)] ?? (key.count == 1 ? String(key) : nil) else {
            throw SpawnError(command: "tmux send-keys", reason: "no tmux name for '\(word)'")
        }
        return Array(repeating: name, count: parts.count == 2 ? Int(parts[1]) ?? 1 : 1)
    }
}

/// A zh_CN.UTF-8 locale the app in tmux can use: the system's, or one compiled under `.build`.
enum ChineseLocale {
    /// Extra environment for the app (`LOCPATH` for a compiled copy), or nil when neither works.
    static let environment: [String: String]? = {
        let installed = (try? Subprocess.run(["locale", "-a"], environment: ["PATH": "/usr/bin:/bin"]))?.stdout ?? ""
        if installed.split(separator: "\n").contains(where: { $0.lowercased() == "zh_cn.utf8" }) { return [:] }
        let folder = OnboardBinary.packageRoot + "/.build/locales"
        if !FileManager.default.fileExists(atPath: folder + "/zh_CN.UTF-8/LC_CTYPE") {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let built = try? Subprocess.run(
                ["localedef", "-i", "zh_CN", "-f", "UTF-8", folder + "/zh_CN.UTF-8"],
                environment: ["PATH": "/usr/bin:/bin:/usr/sbin"])
            guard built?.status == 0 else { return nil }
        }
        return ["LOCPATH": folder]
    }()
}
