/// A JSON array from a file whose elements are decoded one by one, when asked for.
///
/// Reading it checks the whole file (it is JSON, and an array) and finds where each element
/// starts, which is fast; decoding an element is left to the moment a list shows it, so a list
/// of 100 000 rows appears as soon as the file is read, and a tab of 1 000 rows decodes only
/// the rows on screen (DECISIONS.md, "Lists decode the rows they show"). A wrong field in one
/// element is that element's error, naming it (`posts.json: [41].text: expected text`); the
/// other elements still decode.
///
/// Not for several threads at once: it is made on a background queue and then handed to the UI
/// loop, which is the only one to read it from then on.
public struct JSONList<Element: Decodable>: @unchecked Sendable {
    /// The file the list was read from, for error messages.
    public let file: String
    private let document: JSONDocument?
    /// The tape index of each element.
    private let starts: [Int]

    /// A list of no elements.
    public init(file: String = "") {
        self.file = file
        document = nil
        starts = []
    }

    init(document: JSONDocument, file: String) throws(AssetError) {
        let array = document.entry(0)
        guard array.kind == .array else {
            throw AssetError(file: file, message: "expected an array, found \(array.kindDescription)")
        }
        var starts: [Int] = []
        starts.reserveCapacity(array.count)
        var element = 1
        while element < array.end {
            starts.append(element)
            element = document.skip(element)
        }
        self.file = file
        self.document = document
        self.starts = starts
    }

    public var count: Int { starts.count }
    public var isEmpty: Bool { starts.isEmpty }

    /// The element at `index` (`0 ..< count`), or the one-line error saying what is wrong with it.
    public func element(at index: Int) -> Result<Element, AssetError> {
        guard let document else { preconditionFailure("index \(index) in an empty list") }
        let decoder = JSONTapeDecoder(document: document, index: starts[index], depth: 1)
        do {
            return .success(try decoder.decode(Element.self))
        } catch let error as DecodingError {
            return .failure(AssetError(file: file, field: error.fieldPath, message: error.summary))
        } catch {
            return .failure(AssetError(file: file, field: "[\(index)]", message: "\(error)"))
        }
    }

    /// Decodes the first element and drops it, on the thread that read the list.
    ///
    /// The first decoding of a type makes its metadata and looks up its conformances in the
    /// Swift runtime, which costs far more than the element itself (about 50 000 instructions
    /// against a few thousand); done here, on the background queue, the first rows the UI loop
    /// decodes do not pay it.
    public func warmUp() {
        if !isEmpty { _ = element(at: 0) }
    }

    /// Every element, decoded now; the first wrong one is the error.
    public func decodeAll() throws(AssetError) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for index in 0..<count { elements.append(try element(at: index).get()) }
        return elements
    }
}

extension AssetFile {
    /// The JSON array in the file at `path`, its elements decoded when asked for.
    public static func list<Element: Decodable>(of type: Element.Type, at path: String) throws(AssetError)
        -> JSONList<Element>
    {
        let bytes = try read(path)
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes)
        } catch {
            throw AssetError(file: path, message: JSONValueDecoder.notJSON(bytes, at: error.offset))
        }
        return try JSONList(document: document, file: path)
    }
}
