import Onboarding
import Testing

/// `onboard --plain`: the pages as text with nothing a terminal would act on.
@Suite("Plain pages")
struct PlainPagesTests {
    private let pages = [
        FeaturePage(art: ["/\\", "\\/"], title: "First", body: "One two three four five six"),
        FeaturePage(art: [], title: "Second \u{1B}]0;title\u{07}", body: "分享给大家 \u{9B}31m \u{202E}x"),
    ]

    @Test("Art, title and wrapped body per page, each of several pages after its rule")
    func layout() {
        #expect(
            PlainPages.text(for: pages, width: 14) == """
                --- 1/2 ---

                /\\
                \\/

                First

                One two three
                four five six

                --- 2/2 ---

                Second
                ␛]0;title␇

                分享给大家
                �31m �x
                """)
    }

    @Test("Code blocks keep their lines' leading spaces, tabs to the next multiple of 4; long lines are cut")
    func codeBlocks() {
        let body = "Install:\n\n```\nif x:\n    run()\n\tdeeper()\nab\tc\n    0123456789abcdef\n```\n\n    a\n      b\n"
        let page = FeaturePage(art: [], title: "T", body: body)
        #expect(
            PlainPages.text(for: [page], width: 14) == """
                T

                Install:

                if x:
                    run()
                    deeper()
                ab  c
                    0123456789
                abcdef

                a
                  b
                """)
    }

    @Test("No control character survives: C0, DEL, C1, bidi overrides")
    func noControls() {
        let text = PlainPages.text(for: pages)
        let controls = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }
        #expect(controls.isEmpty)
    }
}
