import Onboarding
import TestSupport

/// The bundled manifest and made-up pages, for the flow and page tests.
extension Fixtures {
    package static func manifest(_ language: Language = .english) throws -> Manifest {
        try ManifestLoader.load(from: assets, language: language)
    }

    package static func page(_ title: String, since: String? = nil) -> FeaturePage {
        FeaturePage(art: [], title: title, body: "", since: since.flatMap(SemanticVersion.init))
    }
}
