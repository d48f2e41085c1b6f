import JSON

/// Reads one JSON file from an assets folder into a value, with one-line errors.
///
/// The manifest and the demo app's data go through the same door: a missing file, a file
/// too large, bad JSON or a wrong field all become an ``AssetError`` that names the file and
/// the field, never a crash. What the file says stays untrusted text for the renderer.
package enum AssetFile {
    /// Largest JSON file read, in bytes: room for a list of 100 000 rows (12 MB), while a file
    /// that is not data at all is refused before it fills memory.
    package static let maximumBytes = 16 * 1024 * 1024

    /// Decodes the JSON file at `path` as `type`.
    package static func decode<Value: Decodable>(_ type: Value.Type, at path: String) throws(AssetError) -> Value {
        try decode(type, from: read(path), path: path)
    }

    /// The JSON object in the file at `path`, as records keyed by their member names (a directory
    /// of people, say), read straight from the scanned file (docs/decisions/0075).
    package static func dictionary<Value: Decodable>(of type: Value.Type, at path: String) throws(AssetError)
        -> [String: Value]
    {
        let data = try read(path)
        return try reported(path) { try JSONValueDecoder().decodeDictionary(of: type, from: data) }
    }

    /// The bytes of the JSON file at `path`; a file over ``maximumBytes`` is refused.
    package static func read(_ path: String) throws(AssetError) -> [UInt8] {
        let data = try ManifestLoader.read(path, limit: maximumBytes)
        guard data.count <= maximumBytes else {
            throw AssetError(
                file: path, message: "is larger than \(maximumBytes / 1024 / 1024) MiB, the limit for a JSON file")
        }
        return data
    }

    /// Decodes JSON read from `path`, turning decoding errors into one line naming the field.
    package static func decode<Value: Decodable>(_ type: Value.Type, from data: [UInt8], path: String)
        throws(AssetError) -> Value
    {
        try reported(path) { try JSONValueDecoder().decode(type, from: data) }
    }

    /// What `decoding` returns, its errors made one line naming `path` and the field.
    static func reported<Value>(_ path: String, _ decoding: () throws -> Value) throws(AssetError) -> Value {
        do {
            return try decoding()
        } catch {
            throw reported(error, path)
        }
    }

    /// A decoding error as one line naming `path` and the field.
    static func reported(_ error: any Error, _ path: String) -> AssetError {
        guard let error = error as? DecodingError else { return AssetError(file: path, message: "not valid JSON") }
        return AssetError(file: path, field: error.fieldPath, message: error.summary)
    }
}
