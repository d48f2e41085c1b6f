import Glibc
import OnboardKit
import Testing

@Suite("The process environment")
struct ProcessEnvironmentTests {
    @Test("Each entry splits at its first '=': later ones, non-ASCII text and empty values are kept")
    func splitsAtFirstEquals() {
        setenv("ONBOARD_TEST_ENVIRONMENT_VALUE", "a=b==ç\u{301}", 1)
        setenv("ONBOARD_TEST_ENVIRONMENT_EMPTY", "", 1)
        let environment = ProcessEnvironment.current()
        #expect(environment["ONBOARD_TEST_ENVIRONMENT_VALUE"] == "a=b==ç\u{301}")
        #expect(environment["ONBOARD_TEST_ENVIRONMENT_EMPTY"] == "")
        #expect(environment["PATH"] == getenv("PATH").map { String(cString: $0) })
    }
}
