import TermCore
import Testing

@testable import TermNcurses

@Suite("Sixel graphics")
struct SixelGraphicsTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A 4×2 picture: orange on top, transparent below.
    static func overlay(id: UInt32 = 1, rect: Rect) -> PictureOverlay {
        let orange: [UInt8] = [253, 98, 42, 255]
        let clear: [UInt8] = [0, 0, 0, 0]
        let pixels =
            Array([[UInt8]](repeating: orange, count: 4).joined())
            + Array([[UInt8]](repeating: clear, count: 4).joined())
        return PictureOverlay(
            id: id, rect: rect, png: [UInt8(id)], pixels: pixels, pixelWidth: 4, pixelHeight: 2,
            background: Color(red: 246, green: 246, blue: 246))
    }

    @Test("The answer reads the device attributes, the cell size, and keeps typed keys and arrows")
    func answer() {
        let answer = TerminalAnswer(Array("x\u{1B}[6;18;9t\u{1B}[C\u{1B}[?63;1;2;4;6;9c".utf8))
        #expect(answer.hasSixel && !answer.saysKittyGraphics)
        #expect(answer.deviceAttributes == [63, 1, 2, 4, 6, 9])
        #expect(answer.cellSize == Size(width: 9, height: 18))
        #expect(Self.text(answer.typed) == "x\u{1B}[C")
        #expect(!TerminalAnswer(Array("\u{1B}[?62;22c".utf8)).hasSixel)
        #expect(!TerminalAnswer(Array("\u{1B}[?4;22c".utf8)).hasSixel, "the first number is the device class")
        #expect(TerminalAnswer(Array("\u{1B}[6;0;9t\u{1B}[?62;4c".utf8)).cellSize == nil)
        #expect(TerminalAnswer([]).deviceAttributes.isEmpty)
    }

    @Test("Kitty wins; sixel takes the told cell size, else the window's, else the VT340's")
    func choice() {
        let both = TerminalAnswer(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c".utf8))
        #expect(PictureSupport.choice(for: both, windowCell: nil) == .kitty)
        let told = TerminalAnswer(Array("\u{1B}[6;20;10t\u{1B}[?62;4c".utf8))
        #expect(
            PictureSupport.choice(for: told, windowCell: Size(width: 7, height: 14))
                == .sixel(cell: Size(width: 10, height: 20)))
        let untold = TerminalAnswer(Array("\u{1B}[?62;4c".utf8))
        #expect(
            PictureSupport.choice(for: untold, windowCell: Size(width: 7, height: 14))
                == .sixel(cell: Size(width: 7, height: 14), followsWindow: true))
        #expect(PictureSupport.choice(for: untold, windowCell: nil) == .sixel(cell: PictureSupport.fallbackCell))
        #expect(PictureSupport.choice(for: TerminalAnswer(Array("\u{1B}[?62c".utf8)), windowCell: nil) == nil)
        #expect(
            PictureSupport.windowCell(pixelWidth: 484, pixelHeight: 316, columns: 80, rows: 24)
                == Size(width: 6, height: 13))
        #expect(PictureSupport.windowCell(pixelWidth: 0, pixelHeight: 0, columns: 80, rows: 24) == nil)
    }

    @Test("Sixel terminals are asked without kitty's query; tmux never; the setting forces")
    func decision() {
        func decide(_ values: [String: String]) -> PictureSupport.Decision {
            PictureSupport.decision(environment: { values[$0] })
        }
        #expect(decide(["TERM": "xterm-256color", "XTERM_VERSION": "XTerm(379)"]) == .ask(kitty: false))
        #expect(decide(["TERM": "foot"]) == .ask(kitty: false))
        #expect(decide(["TERM": "xterm-256color", "WT_SESSION": "x"]) == .ask(kitty: false))
        #expect(decide(["TERM": "xterm-256color", "KONSOLE_VERSION": "230800"]) == .ask(kitty: true))
        #expect(decide(["TERM": "tmux-256color", "XTERM_VERSION": "XTerm(379)"]) == .cells)
        #expect(decide(["TERM": "xterm", "ONBOARD_PICTURES": "sixel"]) == .sixel)
        #expect(PictureSupport.query(askingKitty: false) == "\u{1B}[16t\u{1B}[c")
        #expect(PictureSupport.query(askingKitty: true).hasPrefix(KittyGraphics.query))
    }

    @Test("The image is the cells in pixels, to the pixel, and ends above the last row")
    func box() {
        let cell = Size(width: 9, height: 18)
        #expect(
            SixelGraphics.box(for: Rect(x: 2, y: 1, width: 10, height: 5), cell: cell, screenRows: 24)
                == Size(width: 90, height: 90))
        // mlterm paints what a cell's pixels miss white: 19 rows of 13 pixels are 247, not 246.
        #expect(
            SixelGraphics.box(
                for: Rect(x: 0, y: 0, width: 10, height: 19), cell: Size(width: 6, height: 13), screenRows: 24)
                == Size(width: 60, height: 247))
        // Rows 20–23 of 24: only 20–22 may hold pixels.
        #expect(
            SixelGraphics.box(for: Rect(x: 0, y: 20, width: 4, height: 4), cell: cell, screenRows: 24)
                == Size(width: 36, height: 54))
        #expect(SixelGraphics.box(for: Rect(x: 0, y: 23, width: 4, height: 1), cell: cell, screenRows: 24) == nil)
        #expect(
            SixelGraphics.box(
                for: Rect(x: 0, y: 0, width: 4, height: 1), cell: Size(width: 4, height: 5), screenRows: 24)
                == Size(width: 16, height: 5))
    }

    @Test("Flat-colour art keeps its exact colours, one per flat area, no dither; every pixel painted")
    func flatColours() throws {
        // 8×4: orange on the left half, grey on the right, drawn 130×65 (65 = 10 bands + 5) in a box 260×65.
        let orange: [UInt8] = [253, 98, 42, 255]
        let grey: [UInt8] = [189, 189, 189, 255]
        let row =
            Array([[UInt8]](repeating: orange, count: 4).joined())
            + Array([[UInt8]](repeating: grey, count: 4).joined())
        let overlay = PictureOverlay(
            id: 1, rect: Rect(x: 0, y: 0, width: 26, height: 5), png: [1],
            pixels: Array([[UInt8]](repeating: row, count: 4).joined()),
            pixelWidth: 8, pixelHeight: 4, background: Color(red: 246, green: 246, blue: 246))
        let image = try #require(
            SixelGraphics.encode(overlay, box: Size(width: 260, height: 65), background: overlay.background))
        let decoded = try #require(DecodedSixel(image))
        #expect(decoded.width == 260 && decoded.height == 65)
        #expect(decoded.unpainted == 0, "every pixel of the box painted (mlterm shows unpainted ones white)")
        #expect(decoded.paintedBelow == 0, "nothing under the box")
        #expect(decoded.registers.count == 3, "the background, orange and grey: \(decoded.registers)")
        #expect(decoded.registers.contains([99, 38, 16]) && decoded.registers.contains([74, 74, 74]))
        #expect(decoded.colour(x: 80, y: 30) == [99, 38, 16] && decoded.colour(x: 180, y: 30) == [74, 74, 74])
        #expect(Set((0..<65).map { decoded.colour(x: 100, y: $0) }).count == 1, "a flat column stays one colour")
    }

    @Test("libsixel encodes the picture at the box's size, behind save cursor and a move")
    func encode() throws {
        let overlay = Self.overlay(rect: Rect(x: 3, y: 2, width: 4, height: 2))
        let image = try #require(
            SixelGraphics.encode(overlay, box: Size(width: 24, height: 36), background: overlay.background))
        let text = Self.text(image)
        #expect(text.hasPrefix("\u{1B}P0;1q\"1;1;24;36"))
        #expect(text.hasSuffix("\u{1B}\\"))
        #expect(text.contains(";2;99;38;16"), "the orange, in sixel's percent RGB")
        #expect(text.contains(";2;96;96;96"), "the background under the transparent half")
        let placed = Self.text(SixelGraphics.place(image, at: overlay.rect))
        #expect(placed.hasPrefix("\u{1B}7\u{1B}[3;4H\u{1B}P0;1q") && placed.hasSuffix("\u{1B}8"))
        let empty = PictureOverlay(id: 2, rect: overlay.rect, png: [])
        #expect(SixelGraphics.encode(empty, box: Size(width: 24, height: 36), background: overlay.background) == nil)
        #expect(SixelGraphics.encode(overlay, box: Size(width: 0, height: 36), background: overlay.background) == nil)
    }

    @Test("A picture that goes has its rows rewritten; pictures on those rows are drawn again")
    func overlays() {
        var state = PictureOverlays()
        state.pictureProtocol = .sixel(cell: Size(width: 6, height: 12))
        let top = Self.overlay(id: 1, rect: Rect(x: 0, y: 1, width: 4, height: 2))
        let beside = Self.overlay(id: 2, rect: Rect(x: 10, y: 2, width: 4, height: 2))
        let first = state.update(for: [top, beside], repaintAll: true, screenRows: 24)
        #expect(!first.repaintScreen && first.repaintRows.isEmpty)
        #expect(Self.text(first.bytes).split(separator: "\u{1B}P0;1q").count == 3)
        #expect(state.update(for: [top, beside], repaintAll: false, screenRows: 24) == PictureOverlays.Update())
        let gone = state.update(for: [beside], repaintAll: false, screenRows: 24)
        #expect(gone.repaintRows == [1..<3])
        let redrawn = Self.text(gone.bytes)
        #expect(redrawn.hasPrefix("\u{1B}7\u{1B}[3;11H\u{1B}P0;1q"), "beside shares row 2, so it is drawn again")
        let back = state.update(for: [top, beside], repaintAll: false, screenRows: 24)
        #expect(back.repaintRows.isEmpty)
        #expect(back.bytes == Array(first.bytes.prefix(back.bytes.count)), "the kept image, not a new encoding")
        let resize = state.update(for: [top], repaintAll: true, screenRows: 24)
        #expect(resize.repaintScreen)
        #expect(state.clearAll().repaintRows == [1..<3])
        #expect(state.clearAll() == PictureOverlays.Update())
    }

    @Test("The background is the colour the terminal shows at its depth")
    func background() {
        var state = PictureOverlays()
        state.pictureProtocol = .sixel(cell: Size(width: 6, height: 12))
        state.colorDepth = .ansi8
        let bytes = Self.text(
            state.update(
                for: [Self.overlay(rect: Rect(x: 0, y: 0, width: 4, height: 1))], repaintAll: true, screenRows: 24
            ).bytes)
        #expect(bytes.contains(";2;90;90;90"), "xterm's white, 229, not the model's 246")
    }
}

/// A sixel image read back: its size, colour registers (percent RGB) and which pixels are painted.
struct DecodedSixel {
    var width = 0
    var height = 0
    var registers: [[Int]] = []
    private var pixels: [Int: Int] = [:]
    private var defined: [Int: [Int]] = [:]

    var unpainted: Int { (0..<width * height).count { pixels[$0] == nil } }
    var paintedBelow: Int { pixels.keys.count { $0 >= width * height } }

    func colour(x: Int, y: Int) -> [Int]? { pixels[y * width + x].flatMap { defined[$0] } }

    init?(_ bytes: [UInt8]) {
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        guard let q = text.firstIndex(of: "q") else { return nil }
        var index = q + 1
        func number() -> Int {
            var value = 0
            while index < text.count, text[index].isASCII, let digit = Int(String(text[index])) {
                value = value * 10 + digit
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < text.count, text[index] == ";" {
                index += 1
                values.append(number())
            }
            return values
        }
        var x = 0
        var band = 0
        var current = 0
        while index < text.count, text[index] != "\u{1B}" {
            let scalar = text[index]
            index += 1
            var repeats = 1
            var sixel = scalar
            switch scalar {
            case "\"":
                let raster = numbers()
                if raster.count == 4 { (width, height) = (raster[2], raster[3]) }
                continue
            case "#":
                let values = numbers()
                current = values[0]
                if values.count == 5 {
                    defined[current] = Array(values[2...])
                    registers.append(Array(values[2...]))
                }
                continue
            case "$":
                x = 0
                continue
            case "-":
                x = 0
                band += 1
                continue
            case "!":
                repeats = number()
                sixel = text[index]
                index += 1
            default: break
            }
            guard sixel.value >= 63, sixel.value <= 126 else { continue }
            let bits = Int(sixel.value) - 63
            for _ in 0..<repeats {
                for bit in 0..<6 where bits >> bit & 1 == 1 { pixels[(band * 6 + bit) * width + x] = current }
                x += 1
            }
        }
    }
}
