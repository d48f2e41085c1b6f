import TermCore

/// libFuzzer target: any bytes as a page's picture.
///
/// They decode (libpng, through `PNGDecoder`) to a picture within the limits or to a one-line
/// error; a decoded picture is then scaled and drawn as half-block cells at a few sizes, clipped
/// to a frame. Compiled together with the Pictures sources and libpng (see the Makefile).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let picture: Picture
    do {
        picture = try PNGDecoder.decode(Array(UnsafeBufferPointer(start: bytes, count: count)))
    } catch {
        precondition(!error.description.contains("\n"), "an error is one line: \(error)")
        return 0
    }
    precondition(picture.width <= PNGDecoder.maximumSide && picture.height <= PNGDecoder.maximumSide)
    precondition(picture.pixels.count == picture.width * picture.height * 4)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    for area in [Size(width: 64, height: 13), Size(width: 7, height: 3), Size(width: 1, height: 1)] {
        let fit = PictureFit(picture, area: area)
        precondition(fit.cells.width <= area.width && fit.cells.height <= area.height, "the picture fits its area")
        let cells = HalfBlockCells(picture: picture, fit: fit, background: Color(red: 246, green: 246, blue: 246))
        cells.draw(on: &canvas, at: Point(x: 70, y: 20))
    }
    return 0
}
