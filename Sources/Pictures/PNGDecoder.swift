#if Pictures
    import CPNG
#endif

/// Decodes PNG files with libpng (behind the `CPNG` target) into 8-bit sRGB pixels.
///
/// 16-bit files are read as 16 bits and rounded to 8 in `CPNG`, interlaced or not; a file
/// without a colour-space tag is sRGB, as browsers take it (docs/decisions/0109).
///
/// Input is untrusted: the file size and the dimensions are limited before any pixel memory is
/// allocated, a chunk declaring more bytes than the file holds is refused before libpng reads
/// it, libpng's own allocations are capped, and libpng's errors (truncated, malformed, bad
/// checksums) come back as a ``PNGDecodingError`` with the reason, never as a crash.
///
/// Built without the package's `Pictures` trait there is no libpng: ``isAvailable`` is false,
/// and pages show their text art instead of their pictures.
package enum PNGDecoder {
    /// Largest PNG file read, in bytes.
    package static let maximumFileBytes = 1024 * 1024
    /// Largest width and height, in pixels (at most 4 MiB of pixels).
    package static let maximumSide = 1024

    /// Whether PNG files can be decoded in this build (the `Pictures` trait).
    package static var isAvailable: Bool {
        #if Pictures
            true
        #else
            false
        #endif
    }

    package static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> Picture {
        guard bytes.count <= maximumFileBytes else { throw .fileTooLarge(limit: maximumFileBytes) }
        #if Pictures
            return try decodeWithLibpng(bytes)
        #else
            throw .notBuiltIn
        #endif
    }

    #if Pictures
        private static func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGDecodingError) -> Picture {
            var image = cpng_image()
            let status = bytes.withUnsafeBufferPointer { buffer in
                cpng_decode(buffer.baseAddress, buffer.count, UInt32(maximumSide), UInt32(maximumSide), &image)
            }
            defer { cpng_free(&image) }
            switch Int(status) {
            case Int(CPNG_OK.rawValue):
                let width = Int(image.width)
                let height = Int(image.height)
                let pixels = [UInt8](UnsafeBufferPointer(start: image.pixels, count: width * height * 4))
                return Picture(width: width, height: height, pixels: pixels, fileBytes: bytes)
            case Int(CPNG_TOO_LARGE.rawValue):
                throw .tooLarge(width: Int(image.width), height: Int(image.height), limit: maximumSide)
            case Int(CPNG_NO_MEMORY.rawValue):
                throw .outOfMemory
            default:
                let reason = withUnsafeBytes(of: image.message) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                throw .notPNG(reason: reason)
            }
        }
    #endif
}

/// Why a PNG could not be decoded, in a few words for a one-line error.
package enum PNGDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    case fileTooLarge(limit: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case notPNG(reason: String)
    case outOfMemory
    /// This build has no PNG decoder (the package's `Pictures` trait is off).
    case notBuiltIn

    package var description: String {
        switch self {
        case .fileTooLarge(let limit): return "picture is larger than \(limit / 1024) KiB"
        case .tooLarge(let width, let height, let limit):
            return "picture is \(width)×\(height) pixels; at most \(limit)×\(limit)"
        case .notPNG(let reason): return reason.isEmpty ? "not a PNG picture" : "not a PNG picture (\(reason))"
        case .outOfMemory: return "not enough memory to decode the picture"
        case .notBuiltIn: return "pictures are not part of this build (the Pictures trait is off)"
        }
    }
}
