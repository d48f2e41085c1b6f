/// One command-line option: its names, its value, its help and what it does to ``Options``.
///
/// The ``OptionTable`` of these is the one source for the parser, `--help`, the man page and the
/// shell completions, so none of them can drift from another.
struct OptionSpec: Sendable {
    /// What a completion offers for the option's value.
    enum ValueKind: Equatable, Sendable {
        case none
        case text
        case file
        case directory
        case choices([String])
    }

    /// The spellings, long form last (`-h`, `--help`).
    var names: [String]
    /// The value's placeholder in help (`DIR`), nil for a flag.
    var placeholder: String?
    var valueKind: ValueKind
    /// The help text, one or more lines of at most 52 columns.
    var help: [String]
    var apply: @Sendable (inout Options, String) throws(UsageError) -> Void

    init(
        _ names: [String], _ placeholder: String? = nil, _ valueKind: ValueKind = .none, help: [String],
        apply: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
    ) {
        self.names = names
        self.placeholder = placeholder
        self.valueKind = placeholder == nil ? .none : (valueKind == .none ? .text : valueKind)
        self.help = help
        self.apply = apply
    }

    var longName: String { names.last! }
    var takesValue: Bool { placeholder != nil }

    /// `--size WxH`, `-h, --help`: the left column of help.
    var synopsis: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }
}
