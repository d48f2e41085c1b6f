/// A reason to stop the run: one line for stderr and the sysexits code to exit with.
///
/// The headless run meets several kinds of failure (an unreadable script, a bad one, an output
/// that cannot be written); each becomes this, so the top of the run prints and exits in one place.
struct ExitError: Error, CustomStringConvertible {
    var code: Int32
    var description: String
}
