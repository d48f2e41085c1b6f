import Foundation
import TermCore
import TermUI

@testable import Onboarding

/// Paths and builders shared by the onboarding tests.
enum Fixtures {
    /// The repository's `Assets` folder.
    static let assets: String = {
        var path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        if #filePath.hasPrefix("/") { path = "/" + path }
        return path + "/Assets"
    }()

    static func manifest(_ language: Language = .english) throws -> Manifest {
        try ManifestLoader.load(from: assets, language: language)
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "onboard-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `files` (relative path → contents) into a new folder and returns it.
    static func assetsFolder(_ files: [String: String]) -> String {
        let directory = temporaryDirectory()
        for (name, contents) in files {
            let path = directory + "/" + name
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let created = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
            precondition(created, "cannot write the fixture \(path)")
        }
        return directory
    }

    static func page(_ title: String, since: String? = nil) -> FeaturePage {
        FeaturePage(art: [], title: title, body: "", since: since.flatMap(SemanticVersion.init))
    }
}

/// A headless app running the real flow with a stand-in main menu of four titled tabs.
@MainActor
struct FlowHarness {
    let application: Application
    let backend: HeadlessBackend
    let flow: AppFlow
    let store: MemoryStateStore

    init(
        width: Int = 80, height: Int = 24, store: MemoryStateStore = MemoryStateStore(),
        version: String = "2.1.0", language: Language = .english, motion: Motion = .reduced
    ) throws {
        backend = HeadlessBackend(size: Size(width: width, height: height))
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        self.store = store
        flow = AppFlow(
            window: application.window, manifest: try Fixtures.manifest(language),
            currentVersion: SemanticVersion(version)!, store: store,
            makeMainMenu: { _ in
                let tabs = TabBarController()
                tabs.setViewControllers(
                    ["Home", "Messages", "Discover", "Me"].map { title in
                        let screen = ViewController()
                        screen.title = title
                        return screen
                    })
                return tabs
            })
    }

    /// Runs a key script and returns the named snapshots' text.
    @discardableResult
    func play(_ script: String) throws -> [String: String] {
        var snapshots: [String: String] = [:]
        let runner = ScriptRunner(application: application, backend: backend) { name, frame in
            snapshots[name] = frame.text
        }
        try runner.run(try KeyScript.parse(script, file: "test.keys"))
        return snapshots
    }

    var screen: String { application.currentFrame?.text ?? "" }

    var onboarding: OnboardingViewController? { application.window.rootViewController as? OnboardingViewController }
}
