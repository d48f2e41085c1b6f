import Pictures
import TermCore
import Testing

@Suite("Half-block cells")
struct HalfBlockCellsTests {
    static let orange = Color(red: 253, green: 98, blue: 42)
    static let grey = Color(red: 189, green: 189, blue: 189)
    static let page = Color(red: 246, green: 246, blue: 246)

    /// Two columns, two pixel rows: orange over grey on the left, grey over orange on the right.
    static let picture = Picture(
        width: 2, height: 2, pixels: [253, 98, 42, 255, 189, 189, 189, 255, 189, 189, 189, 255, 253, 98, 42, 255])

    @Test("Each cell is ▀ with the upper pixel as foreground and the lower as background")
    func upperAndLower() {
        let cells = HalfBlockCells(
            picture: Self.picture, fit: PictureFit(Self.picture, area: Size(width: 2, height: 1)), background: Self.page
        )
        #expect(cells.size == Size(width: 2, height: 1))
        #expect(cells.cells[0].grapheme == "▀")
        #expect(cells.cells[0].style == Style(foreground: Self.orange, background: Self.grey))
        #expect(cells.cells[1].style == Style(foreground: Self.grey, background: Self.orange))
    }

    @Test("Transparent pixels show the background; half-transparent ones blend over it")
    func alpha() {
        let picture = Picture(width: 1, height: 2, pixels: [0, 0, 0, 0, 0, 0, 0, 128])
        let cells = HalfBlockCells(
            picture: picture, fit: PictureFit(picture, area: Size(width: 1, height: 1)), background: .white)
        #expect(cells.cells[0].style.foreground == .white)
        #expect(cells.cells[0].style.background == Color(red: 127, green: 127, blue: 127))
    }

    @Test("Two pixels of one colour are a space on that colour")
    func flat() {
        let picture = Picture(width: 1, height: 2, pixels: [253, 98, 42, 255, 253, 98, 42, 255])
        let cells = HalfBlockCells(
            picture: picture, fit: PictureFit(picture, area: Size(width: 1, height: 1)), background: .white)
        #expect(cells.cells[0].grapheme == " ")
        #expect(cells.cells[0].style.background == Self.orange)
    }

    @Test("Shrinking averages the pixels each cell half covers")
    func averages() {
        // 2×4 pixels into one cell: the upper half averages orange and white, the lower is grey.
        let picture = Picture(
            width: 2, height: 4,
            pixels: [253, 98, 42, 255, 255, 255, 255, 255, 253, 98, 42, 255, 255, 255, 255, 255]
                + [189, 189, 189, 255, 189, 189, 189, 255, 189, 189, 189, 255, 189, 189, 189, 255])
        let cells = HalfBlockCells(
            picture: picture, fit: PictureFit(picture, area: Size(width: 1, height: 1)), background: .black)
        #expect(cells.cells[0].style.foreground == Color(red: 254, green: 177, blue: 149))
        #expect(cells.cells[0].style.background == Self.grey)
    }

    @Test("A picture view centres its picture and clips it to the canvas")
    @MainActor
    func view() {
        let view = PictureView(
            picture: Self.picture, background: Self.page, frame: Rect(x: 0, y: 0, width: 6, height: 3))
        var canvas = Canvas(size: Size(width: 6, height: 3))
        view.render(into: &canvas)
        // The 2×2 picture grows to 6 columns × 6 half-rows: the whole view.
        #expect(view.pictureRect == Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(canvas.buffer[0, 0].style.foreground == Self.orange)
        #expect(canvas.buffer[5, 2].style.background == Self.orange)
    }
}
