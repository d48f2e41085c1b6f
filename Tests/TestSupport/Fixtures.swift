import Foundation

/// Paths and builders shared by the tests.
package enum Fixtures {
    /// The repository's `Assets` folder.
    package static let assets: String = {
        var path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        if #filePath.hasPrefix("/") { path = "/" + path }
        return path + "/Assets"
    }()

    /// A fresh temporary folder.
    package static func temporaryDirectory() -> String {
        TemporaryFolder.make()
    }

    /// Writes `files` (relative path → contents) into a new folder and returns it.
    package static func assetsFolder(_ files: [String: String]) -> String {
        let folder = TemporaryFolder.make(prefix: "assets")
        for (name, contents) in files {
            let path = folder + "/" + name
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let created = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
            precondition(created, "cannot write the fixture \(path)")
        }
        return folder
    }
}
