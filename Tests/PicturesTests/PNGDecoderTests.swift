import Pictures
import Testing

@Suite("PNG decoding (libpng)")
struct PNGDecoderTests {
    @Test("A PNG decodes to its size and RGBA pixels, and keeps the file's bytes")
    func decodes() throws {
        let pixels: [UInt8] = [253, 98, 42, 255, 189, 189, 189, 128, 0, 0, 0, 0, 246, 246, 246, 255]
        let file = TestPNG.make(width: 2, height: 2, pixels: pixels)
        let picture = try PNGDecoder.decode(file)
        #expect(picture.width == 2)
        #expect(picture.height == 2)
        #expect(picture.pixels == pixels)
        #expect(picture.fileBytes == file)
    }

    @Test("Every prefix of a PNG is refused with libpng's reason, never a crash")
    func truncated() {
        let file = TestPNG.solid(width: 8, height: 8, [1, 2, 3, 255])
        for length in 0..<file.count - 12 {
            #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(Array(file.prefix(length))) }
        }
    }

    @Test("Bytes that are not a PNG are refused")
    func notPNG() {
        #expect {
            try PNGDecoder.decode(Array("GIF89a not a png at all".utf8))
        } throws: { error in
            guard case .notPNG = error as? PNGDecodingError else { return false }
            return (error as? PNGDecodingError)?.description.hasPrefix("not a PNG picture") == true
        }
    }

    @Test("A damaged checksum is refused")
    func badChecksum() {
        var file = TestPNG.solid(width: 4, height: 4, [9, 9, 9, 255])
        file[29] ^= 0xFF  // inside IHDR's CRC
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(file) }
    }

    @Test("A header claiming too many pixels is refused before any pixel memory is taken")
    func hugeDimensions() {
        #expect(throws: PNGDecodingError.tooLarge(width: 100_000, height: 2, limit: PNGDecoder.maximumSide)) {
            try PNGDecoder.decode(TestPNG.claiming(width: 100_000, height: 2))
        }
        #expect(throws: PNGDecodingError.tooLarge(width: 1025, height: 1025, limit: PNGDecoder.maximumSide)) {
            try PNGDecoder.decode(TestPNG.claiming(width: 1025, height: 1025))
        }
    }

    @Test("A chunk whose declared length runs past the end of the file is refused before libpng reads it")
    func chunkPastTheEnd() {
        // 57 bytes: the signature, a header, and a text chunk declaring 1 GiB with 16 bytes behind it.
        let header = TestPNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        let file = TestPNG.signature + header + [0x40, 0, 0, 0] + Array("tEXtComment\0tiny PNG".utf8)
        #expect(file.count == 57)
        #expect {
            try PNGDecoder.decode(file)
        } throws: { error in
            (error as? PNGDecodingError)?.description
                == "not a PNG picture (its tEXt chunk declares 1073741824 bytes, past the end of the file)"
        }
        // A chunk cut short by the end of the file is the same refusal, with its own figure.
        let cut = Array(TestPNG.solid(width: 2, height: 2, [1, 2, 3, 255]).dropLast(13))
        #expect {
            try PNGDecoder.decode(cut)
        } throws: { error in
            (error as? PNGDecodingError)?.description.hasSuffix("past the end of the file)") == true
        }
    }

    @Test("A file over the size limit is refused without decoding")
    func hugeFile() {
        var file = TestPNG.solid(width: 2, height: 2, [0, 0, 0, 255])
        file += [UInt8](repeating: 0, count: PNGDecoder.maximumFileBytes)
        #expect(throws: PNGDecodingError.fileTooLarge(limit: PNGDecoder.maximumFileBytes)) {
            try PNGDecoder.decode(file)
        }
    }

    @Test("The errors read as one short line")
    func descriptions() {
        #expect(
            PNGDecodingError.tooLarge(width: 5000, height: 10, limit: 1024).description
                == "picture is 5000×10 pixels; at most 1024×1024")
        #expect(PNGDecodingError.fileTooLarge(limit: 1024 * 1024).description == "picture is larger than 1024 KiB")
    }
}
