import Pictures

extension ManifestLoader {
    /// The full path of a file named in the manifest, refused unless it stays inside the folder.
    static func assetPath(_ relative: String, field: String, directory: String, manifest: String)
        throws(AssetError) -> String
    {
        // Components split on bytes: a grapheme cluster (`\u{0D4E}/`) can hold the '/' before a "..".
        let components = relative.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard relative.utf8.first != UInt8(ascii: "/"), !components.contains(where: { $0.elementsEqual("..".utf8) }),
            !relative.utf8.contains(0)  // a NUL would end the path early
        else {
            throw AssetError(file: manifest, field: field, message: "must be a path inside the assets folder")
        }
        return directory + "/" + relative
    }

    /// A page's `image`: a PNG inside the assets folder, decoded with libpng.
    ///
    /// A missing file is an error like a missing art file (exit 66); a file that is too large,
    /// too many pixels, truncated or not a PNG is one line naming the file (exit 65). Only
    /// manifests that name pictures pay for decoding them. A build without PNG decoding (the
    /// `Pictures` trait off) checks the path and reads nothing: nil, and the page shows its art.
    static func picture(_ relative: String, field: String, directory: String, manifest: String)
        throws(AssetError) -> Picture?
    {
        let file = try assetPath(relative, field: field, directory: directory, manifest: manifest)
        guard PNGDecoder.isAvailable else { return nil }
        let bytes = try read(file, limit: PNGDecoder.maximumFileBytes)
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw AssetError(file: file, message: error.description)
        }
    }
}
