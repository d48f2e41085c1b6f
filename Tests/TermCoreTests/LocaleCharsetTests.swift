import Testing

@testable import TermCore

@Suite("Locale charset")
struct LocaleCharsetTests {
    @Test(
        "The first set locale variable decides, as setlocale reads them",
        arguments: [
            ([:], false), (["LANG": "C"], false), (["LANG": "C.UTF-8"], true), (["LANG": "zh_CN.utf8"], true),
            (["LANG": "C.UTF-8", "LC_ALL": "C"], false), (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], true),
            (["LANG": "C.UTF-8", "LC_ALL": ""], true), (["LANG": "POSIX"], false),
        ])
    func decides(environment: [String: String], expected: Bool) {
        #expect(LocaleCharset.isUTF8(environment: environment) == expected)
    }
}
