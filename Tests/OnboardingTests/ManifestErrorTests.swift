import Testing

@testable import Onboarding

/// Regressions found by fuzzing the manifest parser (`make fuzz`).
@Suite("Manifest errors")
struct ManifestErrorTests {
    /// `Fuzz/regressions/manifest/newline-in-colour-key.json`: a colour key with a newline in it.
    @Test("An error about a field whose name holds control characters is still one line")
    func controlCharactersInFieldNames() throws {
        let json = #"""
            {"pages": [{"art": "a.txt", "title": {"en": "T"}, "body": {"en": "B"},
             "colors": {"backgro\nd\u001b[31m": "#000000"}}],
             "labels": {"share": {"en": "S"}, "enter": {"en": "E"}}}
            """#
        let file = try ManifestLoader.decode(Array(json.utf8), path: "/x/manifest.json")
        #expect {
            _ = try ManifestLoader.resolve(file, directory: "/x", path: "/x/manifest.json", language: .english)
        } throws: { error in
            let text = (error as? AssetError)?.description ?? ""
            return text == "/x/manifest.json: pages[0].colors.backgro␊d␛[31m: unknown colour (use background, art, "
                + "title, body, code, link, button or buttonPressed)"
        }
    }

    @Test("A state error naming a path with a newline is one line")
    func stateErrorIsOneLine() {
        #expect(
            StateError(path: "/tmp/a\nb/state.json", message: "is corrupt").description
                == "/tmp/a␊b/state.json: is corrupt")
    }
}
