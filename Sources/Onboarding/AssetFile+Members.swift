import JSON

extension AssetFile {
    /// The JSON object in the file at `path`, each member decoded on its own.
    ///
    /// A member that does not decode is its error (naming the file and the member's field,
    /// `user3.name`), the others their values. The file itself (missing, not JSON, not an
    /// object) still fails as a whole.
    ///
    /// For a lookup table such as the demo's people, where one bad record should cost the rows
    /// that use it, not every row (``dictionary(of:at:)`` fails on the first bad member).
    package static func members<Value: Decodable>(of type: Value.Type, at path: String) throws(AssetError)
        -> [String: Result<Value, AssetError>]
    {
        let data = try read(path)
        let members = try reported(path) {
            try JSONValueDecoder().decodeDictionary(of: MemberResult<Value>.self, from: data)
        }
        return members.mapValues { member in member.result.mapError { reported($0, path) } }
    }
}

/// One member's value, or the error that kept it from decoding (its coding path included).
private struct MemberResult<Value: Decodable>: Decodable {
    let result: Result<Value, any Error>

    init(from decoder: any Decoder) throws {
        result = Result { try Value(from: decoder) }
    }
}
