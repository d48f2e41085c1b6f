import Glibc

/// The process environment as a dictionary, read once per call.
///
/// The front door reads `CI`, `ONBOARD_DISABLE`, `ONBOARD_ANIMATIONS`, the locale variables and
/// the state folder's `XDG_STATE_HOME`/`HOME` from it; tests pass their own dictionary instead.
/// Each entry is split at its first `=` byte, as POSIX defines a name, without walking it by
/// characters (that walk was 0.4 million instructions of start-up; docs/decisions/0064).
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                result[String(decoding: bytes[..<equals], as: UTF8.self)] =
                    String(decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            pointer += 1
        }
        return result
    }
}
