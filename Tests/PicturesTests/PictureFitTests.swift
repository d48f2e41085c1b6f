import Pictures
import TermCore
import Testing

@Suite("Picture fit")
struct PictureFitTests {
    @Test("A wide picture fills the width and keeps its aspect with square half-cell pixels")
    func wide() {
        let fit = PictureFit(pictureWidth: 200, pictureHeight: 100, area: Size(width: 40, height: 20))
        #expect(fit.pixelWidth == 40)
        #expect(fit.pixelHeight == 20)
        #expect(fit.cells == Size(width: 40, height: 10))
    }

    @Test("A tall picture fills the height and is narrower than the area")
    func tall() {
        let fit = PictureFit(pictureWidth: 100, pictureHeight: 200, area: Size(width: 40, height: 10))
        #expect(fit.pixelHeight == 20)
        #expect(fit.pixelWidth == 10)
        #expect(fit.cells == Size(width: 10, height: 10))
    }

    @Test("A small picture grows to the area")
    func grows() {
        let fit = PictureFit(pictureWidth: 4, pictureHeight: 2, area: Size(width: 16, height: 8))
        #expect(fit.cells == Size(width: 16, height: 4))
    }

    @Test("An odd pixel height leaves the last row's lower half to the background")
    func oddHeight() {
        let fit = PictureFit(pictureWidth: 10, pictureHeight: 3, area: Size(width: 10, height: 10))
        #expect(fit.pixelHeight == 3)
        #expect(fit.cells == Size(width: 10, height: 2))
    }

    @Test("An empty area draws nothing")
    func empty() {
        #expect(
            PictureFit(pictureWidth: 10, pictureHeight: 10, area: Size(width: 0, height: 5)).cells
                == Size(width: 0, height: 0))
    }
}
