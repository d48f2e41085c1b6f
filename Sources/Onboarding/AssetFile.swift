#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads one JSON file from an assets folder into a value, with one-line errors.
///
/// The manifest and the demo app's data go through the same door: a missing file, a file
/// too large, bad JSON or a wrong field all become an ``AssetError`` that names the file and
/// the field, never a crash. What the file says stays untrusted text for the renderer.
public enum AssetFile {
    /// Largest JSON file read, in bytes.
    static let maximumBytes = 1024 * 1024

    /// Decodes the JSON file at `path` as `type`.
    public static func decode<Value: Decodable>(_ type: Value.Type, at path: String) throws(AssetError) -> Value {
        let data = try ManifestLoader.read(path)
        guard data.count <= maximumBytes else {
            throw AssetError(file: path, message: "is larger than \(maximumBytes / 1024) KiB")
        }
        return try decode(type, from: data, path: path)
    }

    /// Decodes JSON read from `path`, turning decoding errors into one line naming the field.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, path: String) throws(AssetError)
        -> Value
    {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw AssetError(file: path, field: error.fieldPath, message: error.summary)
        } catch {
            throw AssetError(file: path, message: "not valid JSON")
        }
    }
}
