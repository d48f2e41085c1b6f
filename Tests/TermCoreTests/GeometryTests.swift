import Testing

@testable import TermCore

@Suite("Geometry")
struct GeometryTests {
    @Test(
        "Sizes parse from WIDTHxHEIGHT and reject nonsense",
        arguments: [("80x24", true), ("0x24", false), ("80x", false), ("1x1", true), ("99999x2", false)])
    func sizeParsing(text: String, valid: Bool) {
        #expect((Size(parsing: text) != nil) == valid)
    }

    @Test("Intersections clip and empty rects stay empty")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
    }
}
