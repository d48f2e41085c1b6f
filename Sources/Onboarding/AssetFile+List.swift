import JSON

extension AssetFile {
    /// The JSON array in the file at `path`, its elements decoded when asked for.
    package static func list<Element: Decodable>(of type: Element.Type, at path: String) throws(AssetError)
        -> JSONList<Element>
    {
        let bytes = try read(path)
        do {
            return try JSONList(bytes: bytes, file: path)
        } catch {
            throw AssetError(error)
        }
    }
}

extension AssetError {
    /// The same one line, from the JSON module's error.
    package init(_ error: JSONError) {
        self.init(file: error.file, field: error.field, message: error.message)
    }
}
