import CNcurses

/// Why the interactive terminal could not be started, as one line.
package struct TerminalError: Error, CustomStringConvertible, Sendable {
    package var description: String

    init(status: Int32, term: String?) {
        switch status {
        case Int32(CN_NO_TERMINAL.rawValue):
            description =
                "no terminal: stdin/stdout are not a terminal and /dev/tty cannot be opened (--plain prints the pages)"
        case Int32(CN_NO_CURSOR_ADDRESSING.rawValue):
            description =
                "TERM=\(term ?? "") cannot move the cursor; use a full-screen terminal type such as xterm-256color"
        default:
            if let term, !term.isEmpty {
                description = "unknown terminal type TERM=\(term) (no terminfo entry); try TERM=xterm-256color"
            } else {
                description = "TERM is not set; set it to your terminal type, e.g. TERM=xterm-256color"
            }
        }
    }
}
