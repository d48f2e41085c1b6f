import Foundation
import JSON
import TestSupport
import Testing

@testable import Onboarding

/// Lists from files: their structure checked when read, each element scanned and decoded when
/// asked for.
@Suite("JSON lists decoded when shown")
struct JSONListTests {
    struct Post: Decodable, Equatable {
        var author: String
        var text: String
    }

    func folder(_ posts: String) -> String {
        Fixtures.assetsFolder(["posts.json": posts])
    }

    @Test("Each element decodes on its own; a wrong one is its own error, naming it")
    func elements() throws {
        let directory = folder(
            #"[{"author": "a", "text": "one"}, {"author": "b", "text": 2}, {"author": "c", "text": "three"}]"#)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = try AssetFile.list(of: Post.self, at: directory + "/posts.json")
        #expect(list.count == 3)
        #expect(try list.element(at: 0).get() == Post(author: "a", text: "one"))
        #expect(try list.element(at: 2).get() == Post(author: "c", text: "three"))
        guard case .failure(let error) = list.element(at: 1) else {
            Issue.record("the second post should not decode")
            return
        }
        #expect(error.description == directory + "/posts.json: [1].text: expected text, found a number")
        #expect(throws: JSONError.self) { try list.decodeAll() }
    }

    @Test("An element that is not JSON is its own error, naming its line; the others decode")
    func elementNotJSON() throws {
        let directory = folder("[{\"author\": \"a\", \"text\": \"one\"},\n {\"author\": b, \"text\": \"two\"},\n[3]]")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = try AssetFile.list(of: Post.self, at: directory + "/posts.json")
        #expect(list.count == 3)
        #expect(try list.element(at: 0).get() == Post(author: "a", text: "one"))
        guard case .failure(let error) = list.element(at: 1), case .failure(let third) = list.element(at: 2) else {
            Issue.record("the second and third posts should not decode")
            return
        }
        #expect(error.description == directory + "/posts.json: [1]: not valid JSON (line 2)")
        #expect(third.description == directory + "/posts.json: [2]: expected an object, found an array")
    }

    @Test("A file that is not JSON, or not an array, is one error for the whole list")
    func wholeFile() {
        for (text, message) in [
            ("[{]", "not valid JSON (line 1)"), (#"{"a": 1}"#, "expected an array, found an object"),
            ("[1,\n2,\n]", "not valid JSON (line 3)"), ("[\"open", "not valid JSON (line 1)"),
            ("\n{\"a\" 1}", "not valid JSON (line 2)"), ("", "not valid JSON (line 1)"),
        ] {
            let directory = folder(text)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            #expect {
                try AssetFile.list(of: Post.self, at: directory + "/posts.json")
            } throws: { error in
                (error as? AssetError)?.description == directory + "/posts.json: " + message
            }
        }
    }

    @Test("A file over the size limit is refused in one line; one at the limit is read")
    func sizeLimit() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let atLimit = "[" + String(repeating: " ", count: AssetFile.maximumBytes - 2) + "]"
        #expect(FileManager.default.createFile(atPath: directory + "/fits.json", contents: Data(atLimit.utf8)))
        #expect(try AssetFile.list(of: Post.self, at: directory + "/fits.json").isEmpty)
        #expect(FileManager.default.createFile(atPath: directory + "/big.json", contents: Data((atLimit + " ").utf8)))
        #expect {
            try AssetFile.list(of: Post.self, at: directory + "/big.json")
        } throws: { error in
            (error as? AssetError)?.description == directory
                + "/big.json: is larger than 16 MiB, the limit for a JSON file"
        }
    }

    /// A post that counts its decodings, for ``decodedAheadKept()``.
    struct CountedPost: Decodable {
        nonisolated(unsafe) static var decodings = 0
        var text: String

        init(from decoder: any Decoder) throws {
            Self.decodings += 1
            text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
        }

        enum CodingKeys: String, CodingKey { case text }
    }

    @Test("Elements decoded ahead are kept, errors included, and not decoded again; the rest decode when asked")
    func decodedAheadKept() throws {
        let directory = folder(#"[{"text": "one"}, {"text": 2}, {"text": "three"}, {"text": "four"}]"#)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let read = try AssetFile.list(of: CountedPost.self, at: directory + "/posts.json")
        CountedPost.decodings = 0
        let list = read.decodingAhead(3)
        #expect(CountedPost.decodings == 3)
        #expect(try list.element(at: 0).get().text == "one")
        #expect(try list.element(at: 2).get().text == "three")
        guard case .failure(let error) = list.element(at: 1) else {
            Issue.record("the second post should not decode")
            return
        }
        #expect(error.description == directory + "/posts.json: [1].text: expected text, found a number")
        #expect(CountedPost.decodings == 3)
        #expect(try list.element(at: 3).get().text == "four")
        #expect(CountedPost.decodings == 4)
        // More than the list holds, or none: every element, or none, decoded now.
        #expect(read.decodingAhead(10).count == 4)
        #expect(CountedPost.decodings == 8)
        _ = read.decodingAhead(-1)
        #expect(CountedPost.decodings == 8)
    }
}
