/// Writes small PNG files for tests: stored (uncompressed) deflate blocks, real CRCs and Adler-32,
/// so libpng reads them as any encoder's output.
enum TestPNG {
    /// RGBA pixels, row by row, as a PNG of colour type 6 (truecolour with alpha).
    static func make(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            raw += pixels[(y * width * 4)..<((y + 1) * width * 4)]
        }
        return signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibStored(raw))
            + chunk("IEND", [])
    }

    /// A file whose header claims `width × height` with one row of pixel data behind it.
    static func claiming(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibStored([0, 0, 0, 0, 0]))
            + chunk("IEND", [])
    }

    /// One colour everywhere.
    static func solid(width: Int, height: Int, _ rgba: [UInt8]) -> [UInt8] {
        make(width: width, height: height, pixels: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(kind.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast: UInt8 = offset + count == data.count ? 1 : 0
            out += [isLast, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
