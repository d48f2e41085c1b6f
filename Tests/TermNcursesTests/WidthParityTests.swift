import CNcurses
import Glibc
import TermCore
import Testing

/// Our width table must agree with glibc's `wcwidth` (which places ncurses' cursor) for every
/// character the app draws, and for whole blocks of scripts it may meet.
@Suite("Width table against glibc", .serialized)
struct WidthParityTests {
    init() {
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private func glibcWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }

    @Test("Every scalar in the app's own text has glibc's width")
    func appText() {
        #expect(glibcWidth("分") == 2, "C.UTF-8 locale is not active")
        let text =
            "分享给大家分享給大家开始使用開始使用欢迎登船歡迎登船●○‹›…—·「」，。、 Share with everyone Enter app Home Messages Discover Me 首页消息发现我"
        for scalar in text.unicodeScalars {
            #expect(scalar.displayWidth == glibcWidth(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test(
        "Whole blocks agree with glibc",
        arguments: [
            0x20...0x7E, 0xA0...0x2FF, 0x300...0x36F, 0x2000...0x206F, 0x2190...0x23FF, 0x2400...0x24FF,
            0x2500...0x27BF, 0x27C0...0x2BFF, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFF00...0xFFEF, 0x1F300...0x1F64F,
        ] as [ClosedRange<UInt32>])
    func blocks(range: ClosedRange<UInt32>) {
        var mismatches: [String] = []
        var compared = 0
        for value in range {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let glibc = glibcWidth(scalar)
            guard glibc >= 0 else { continue }
            compared += 1
            if scalar.displayWidth != glibc { mismatches.append(String(value, radix: 16)) }
        }
        #expect(compared > range.count / 4, "glibc gave widths for only \(compared) scalars: is C.UTF-8 missing?")
        #expect(mismatches.isEmpty, "differ: \(mismatches.prefix(20))")
    }
}
