import Foundation
import Pictures
import TermCore
import Testing

/// Willem van Schaik's PngSuite, the PNG test images (Tests/PicturesTests/PngSuite, its LICENSE
/// beside them): every file draws or is refused with one line; the corrupt ones (`x…`) are refused.
@Suite("PngSuite")
struct PngSuiteTests {
    static let folder: String = {
        var path = #filePath.split(separator: "/").dropLast().joined(separator: "/")
        if #filePath.hasPrefix("/") { path = "/" + path }
        return path + "/PngSuite"
    }()

    static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }()

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    }

    @Test("All 175 files are there")
    func present() {
        #expect(Self.names.count == 175)
        #expect(Self.names.filter { $0.hasPrefix("x") }.count == 14)
    }

    @Test("Every file draws, or is refused with one line when it is corrupt (x…)")
    func drawsOrRefused() throws {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        for name in Self.names {
            let file = try Self.bytes(name)
            do {
                let picture = try PNGDecoder.decode(file)
                #expect(!name.hasPrefix("x"), "\(name): a corrupt file decoded")
                for area in [Size(width: 40, height: 10), Size(width: 3, height: 1)] {
                    let cells = HalfBlockCells(
                        picture: picture, fit: PictureFit(picture, area: area), background: .white)
                    #expect(!cells.cells.isEmpty, "\(name): no cells")
                    cells.draw(on: &canvas, at: Point(x: 0, y: 0))
                }
            } catch {
                #expect(name.hasPrefix("x"), "\(name): refused (\(error))")
                #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(name): \(error)")
            }
        }
    }

    @Test("Each interlaced file draws exactly like its non-interlaced twin")
    func interlacedTwins() throws {
        let twins = Self.names.filter { $0.hasPrefix("basi") || ($0.hasPrefix("s") && $0.dropFirst(3).hasPrefix("i")) }
        #expect(twins.count == 15 + 18)
        for interlaced in twins {
            let plainName =
                interlaced.hasPrefix("basi")
                ? "basn" + interlaced.dropFirst(4) : String(interlaced.prefix(3)) + "n" + interlaced.dropFirst(4)
            let plain = try PNGDecoder.decode(try Self.bytes(plainName))
            let picture = try PNGDecoder.decode(try Self.bytes(interlaced))
            let largest = zip(picture.pixels, plain.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(largest == 0, "\(interlaced) and \(plainName): levels apart at most")
        }
    }
}
