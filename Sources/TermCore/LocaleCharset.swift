/// Whether the locale variables ask for UTF-8: the first of `LC_ALL`, `LC_CTYPE` and `LANG`
/// that is set and not empty names a UTF-8 charset (`C.UTF-8`, `zh_CN.utf8`, …).
///
/// The real terminal starts from the same variables (`setlocale(LC_CTYPE, "")`, and this rule
/// when that locale is not installed), so headless frames use it to draw what that
/// environment's terminal shows: `● ○` with UTF-8, ASCII `* .` with `LANG=C` or none at all.
package enum LocaleCharset {
    package static func isUTF8(environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let lowered = value.lowercased()
            return lowered.includes("utf-8") || lowered.includes("utf8")
        }
        return false
    }
}
