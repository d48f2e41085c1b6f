import Glibc
import Pictures
import TermCore
import Testing

/// 16-bit PNGs draw as browsers draw them: an interlaced file like its non-interlaced twin, an
/// untagged file like its sRGB-tagged twin, and a linear-tagged (`gAMA` 1.0) file as linear light
/// corrected for the display, as libpng's simplified API drew it.
///
/// The twins are made here (`TestPNG.sixteenBit`), with samples whose high and low bytes both vary.
@Suite("16-bit PNG twins")
struct SixteenBitTwinsTests {
    static let width = 11
    static let height = 9
    static let samples = TestPNG.noise(count: width * height * 3)

    static func decode(interlaced: Bool, tag: TestPNG.ColourTag) throws -> Picture {
        try PNGDecoder.decode(
            TestPNG.sixteenBit(width: width, height: height, samples: samples, interlaced: interlaced, tag: tag))
    }

    /// The half-block cells a page draws for `picture`, at its own size and shrunk.
    static func cells(_ picture: Picture) -> [Cell] {
        [Size(width: 11, height: 5), Size(width: 4, height: 2)].flatMap { area in
            HalfBlockCells(
                picture: picture, fit: PictureFit(picture, area: area),
                background: Color(red: 246, green: 246, blue: 246)
            ).cells
        }
    }

    /// How many of the cells drawn for two pictures differ.
    static func differentCells(_ a: Picture, _ b: Picture) -> Int {
        zip(cells(a), cells(b)).count { $0 != $1 }
    }

    /// The 8-bit pixels of sRGB samples: each sample rounded to the nearest of 256 levels, opaque.
    static func reduced(_ samples: [UInt16], _ transfer: (UInt16) -> UInt8 = { UInt8((UInt32($0) * 255 + 32767) / 65535) })
        -> [UInt8]
    {
        stride(from: 0, to: samples.count, by: 3).flatMap { start in
            samples[start..<(start + 3)].map(transfer) + [255]
        }
    }

    /// How far apart two pixel arrays are: nil when equal, else the largest difference of one
    /// sample and the pixel rows it is on.
    static func difference(_ a: [UInt8], _ b: [UInt8]) -> String? {
        guard a != b else { return nil }
        var largest = 0
        var rows: Set<Int> = []
        for index in a.indices where a[index] != b[index] {
            largest = max(largest, abs(Int(a[index]) - Int(b[index])))
            rows.insert(index / (width * 4))
        }
        return "up to \(largest) levels apart on rows \(rows.sorted())"
    }

    @Test("An interlaced 16-bit file draws exactly like its non-interlaced twin")
    func interlacedTwin() throws {
        for tag in [TestPNG.ColourTag.sRGB, .none, .linear] {
            let plain = try Self.decode(interlaced: false, tag: tag)
            let interlaced = try Self.decode(interlaced: true, tag: tag)
            #expect(Self.difference(interlaced.pixels, plain.pixels) == nil, "\(tag)")
            #expect(Self.differentCells(interlaced, plain) == 0, "\(tag)")
        }
    }

    @Test("A 16-bit sRGB file's samples are rounded to the nearest 8-bit level")
    func sRGBReduced() throws {
        for interlaced in [false, true] {
            let picture = try Self.decode(interlaced: interlaced, tag: .sRGB)
            let expected = Self.reduced(Self.samples)
            #expect(Self.difference(picture.pixels, expected) == nil, "interlaced \(interlaced)")
        }
    }

    @Test("An untagged 16-bit file draws exactly like its sRGB-tagged twin")
    func untaggedTwin() throws {
        for interlaced in [false, true] {
            let tagged = try Self.decode(interlaced: interlaced, tag: .sRGB)
            let untagged = try Self.decode(interlaced: interlaced, tag: .none)
            #expect(Self.difference(untagged.pixels, tagged.pixels) == nil, "interlaced \(interlaced)")
            #expect(Self.differentCells(untagged, tagged) == 0, "interlaced \(interlaced)")
        }
    }

    @Test("A linear-tagged (gAMA 1.0) 16-bit file stays as libpng drew it: corrected for a display of gamma 2.2")
    func linearStays() throws {
        let expected = Self.reduced(Self.samples, Self.displayLevel)
        for interlaced in [false, true] {
            let picture = try Self.decode(interlaced: interlaced, tag: .linear)
            #expect(Self.difference(picture.pixels, expected) == nil, "interlaced \(interlaced)")
        }
    }

    /// A linear sample raised to 1/2.2 (libpng's correction for an sRGB display), to the nearest 8-bit level.
    static func displayLevel(_ sample: UInt16) -> UInt8 {
        UInt8((255 * pow(Double(sample) / 65535, 1 / 2.2)).rounded())
    }
}
