import TestSupport
import Testing

/// Headless frames draw what the given environment's terminal shows: `● ○` under a UTF-8
/// locale, ASCII dots under `LANG=C` or with no locale variable at all.
@Suite("Headless glyphs follow the locale")
struct LocaleGlyphTests {
    private func firstFrame(_ environment: [String: String]) throws -> String {
        let output = try Subprocess.run(
            [OnboardBinary.debug, "--headless", "--size", "80x24", "--keys", ""], environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout
    }

    @Test("LANG=C draws ASCII dots")
    func cLocale() throws {
        let frame = try firstFrame(OnboardBinary.environment(language: "C"))
        #expect(frame.contains("* . . ."))
        #expect(!frame.contains("●"))
    }

    @Test("No locale variable at all draws ASCII dots")
    func noLocale() throws {
        var environment = OnboardBinary.environment()
        environment["LANG"] = nil
        let frame = try firstFrame(environment)
        #expect(frame.contains("* . . ."))
    }

    @Test("A UTF-8 locale draws filled and hollow circles; LC_ALL wins over LANG")
    func utf8Locale() throws {
        #expect(try firstFrame(OnboardBinary.environment(language: "C.UTF-8")).contains("● ○ ○ ○"))
        let overridden = OnboardBinary.environment(language: "C.UTF-8", extra: ["LC_ALL": "C"])
        #expect(try firstFrame(overridden).contains("* . . ."))
    }
}
