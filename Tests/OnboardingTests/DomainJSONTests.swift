import JSON
import Testing

@testable import Onboarding

/// The domain's types read and written through the JSON module.
@Suite("Domain JSON")
struct DomainJSONTests {
    @Test("Localized text reads from an object of languages or from plain text")
    func localizedText() throws {
        func decode(_ text: String) throws -> LocalizedText {
            try JSONValueDecoder().decode(LocalizedText.self, from: Array(text.utf8))
        }
        #expect(try decode(#"{"en": "Hi"}"#).text(in: .english) == "Hi")
        #expect(try decode(#""Hi""#).text(in: .english) == "Hi")
    }

    @Test("The state file is written pretty-printed with sorted keys and reads back")
    func stateFile() throws {
        let state = AppState(lastVersion: "2.1.0", share: false, lastOutcome: "finished")
        let bytes = FileStateStore.encode(state)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "{\n  \"lastOutcome\" : \"finished\",\n  \"lastVersion\" : \"2.1.0\",\n  \"share\" : false\n}")
        #expect(try FileStateStore.decode(bytes, path: "state.json") == state)
        #expect(String(decoding: FileStateStore.encode(AppState()), as: UTF8.self) == "{}")
    }
}
