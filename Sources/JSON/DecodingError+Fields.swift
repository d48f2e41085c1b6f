/// A decoding error told in one line's parts: the field it is about and what is wrong with it.
extension DecodingError {
    /// The field the error is about, as `pages[1].title`.
    package var fieldPath: String? {
        let path: [any CodingKey]
        switch self {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default: return nil
        }
        guard !path.isEmpty else { return nil }
        return path.reduce("") { result, key in
            if let index = key.intValue { return result + "[\(index)]" }
            return result.isEmpty ? key.stringValue : result + "." + key.stringValue
        }
    }

    /// A type a field must have, as a person would say it (not `Dictionary<String, Any>`).
    package static func words(for type: Any.Type) -> String {
        if type == String.self { return "text" }
        if type == Bool.self { return "true or false" }
        if let described = type as? any JSONDescribedType.Type { return described.expectedWords }
        if type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type { return "a number" }
        let name = "\(type)"
        if name.hasPrefix("Array<") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        return name
    }

    /// What is wrong, in a few words.
    package var summary: String {
        switch self {
        case .keyNotFound: return "missing"
        case .typeMismatch(let type, let context):
            let found = context.debugDescription.hasPrefix("found ") ? ", " + context.debugDescription : ""
            return "expected \(Self.words(for: type))\(found)"
        case .valueNotFound: return "must not be null"
        case .dataCorrupted(let context):
            let saysWhere = !context.codingPath.isEmpty || context.debugDescription.hasPrefix("not valid JSON")
            return saysWhere ? context.debugDescription : "not valid JSON"
        @unknown default: return "invalid"
        }
    }
}

/// A type that names what its JSON must look like in errors (`expected text or an object of
/// languages such as {"en": …}`), where its Swift name would mean nothing to the person who
/// wrote the file.
package protocol JSONDescribedType {
    /// What a value of this type is written as, in a few words.
    static var expectedWords: String { get }
}
