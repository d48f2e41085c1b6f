/// 16-bit truecolour PNGs for tests, interlaced (Adam7) or not, with or without a colour-space tag.
extension TestPNG {
    /// The colour-space chunk written before the pixel data.
    enum ColourTag {
        /// No `sRGB`, `gAMA`, `cHRM` nor `iCCP`: PNG readers take such a file as sRGB.
        case none
        /// An `sRGB` chunk (perceptual intent) with the `gAMA` of 1/2.2 the specification asks beside it.
        case sRGB
        /// `gAMA` 1.0: the samples are linear light.
        case linear
    }

    /// RGB samples (three per pixel, row by row) as a 16-bit PNG of colour type 2.
    static func sixteenBit(width: Int, height: Int, samples: [UInt16], interlaced: Bool, tag: ColourTag) -> [UInt8] {
        precondition(samples.count == width * height * 3)
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [16, 2, 0, 0, interlaced ? 1 : 0]
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in interlaced ? adam7 : [(0, 0, 1, 1)] {
            guard x0 < width, y0 < height else { continue }  // an empty pass has no rows at all
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)  // filter: none
                for x in stride(from: x0, to: width, by: dx) {
                    for sample in samples[((y * width + x) * 3)..<((y * width + x) * 3 + 3)] {
                        raw += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
                    }
                }
            }
        }
        var tagChunks: [UInt8] = []
        switch tag {
        case .none: break
        case .sRGB: tagChunks = chunk("sRGB", [0]) + chunk("gAMA", bigEndian(45455))
        case .linear: tagChunks = chunk("gAMA", bigEndian(100_000))
        }
        return signature + chunk("IHDR", header) + tagChunks + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// Adam7's seven passes: first column, first row, column step, row step.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// Reproducible 16-bit samples whose high and low bytes both vary (a small linear congruential generator).
    static func noise(count: Int, seed: UInt32 = 38) -> [UInt16] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt16(state >> 16)
        }
    }
}
