import TermCore

/// A problem with a JSON file, as one line naming the file and the field
/// (`posts.json: [41].text: expected text`).
///
/// Field names and values come from the untrusted file, so control characters in them are shown
/// as visible stand-ins and the description stays one line.
package struct JSONError: Error, CustomStringConvertible, Sendable {
    package var file: String
    package var field: String?
    package var message: String

    package init(file: String, field: String? = nil, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    package var description: String {
        String([file, field, message].compactMap { $0 }.joined(separator: ": ").map(\.terminalSafe))
    }
}
