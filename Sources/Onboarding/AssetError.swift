import TermCore

/// A problem with the files in an assets folder, as one line naming the file and field.
///
/// ``isMissingFile`` tells a missing file from a wrong one (the command maps them to sysexits
/// 66 and 65; the library carries no exit codes). Field names and quoted values come from the untrusted file, so control characters in them are
/// shown as visible stand-ins and the description stays one line (found by fuzzing: a colour
/// key with a newline in it).
public struct AssetError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var field: String?
    public var message: String
    public var isMissingFile: Bool

    package init(file: String, field: String? = nil, message: String, isMissingFile: Bool = false) {
        self.file = file
        self.field = field
        self.message = message
        self.isMissingFile = isMissingFile
    }

    public var description: String {
        String([file, field, message].compactMap { $0 }.joined(separator: ": ").map(\.terminalSafe))
    }
}
