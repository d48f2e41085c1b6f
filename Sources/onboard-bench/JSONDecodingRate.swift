import Onboarding

/// Measures how fast JSON bytes decode into `Decodable` values, in MB (10⁶ bytes) per second.
///
/// The file is read once; each run decodes all of it into an array of records shaped like the
/// demo's posts, through the same door as the app's assets (``AssetFile``).
enum JSONDecodingRate {
    /// One record of the benchmark file (`Benchmarks/bench_assets.py --json-mb`).
    struct Record: Decodable {
        var author: String
        var time: String
        var text: String
    }

    /// The median rate over `runs` decodes, and how many records the file holds.
    static func measure(file: String, runs: Int) throws(AssetError) -> (megabytesPerSecond: Double, records: Int) {
        let bytes = try AssetFile.read(file)
        var records = 0
        var rates: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            let decoded = try AssetFile.decode([Record].self, from: bytes, path: file)
            let elapsed = ContinuousClock.now - start
            records = decoded.count
            rates.append(Double(bytes.count) / 1e6 / elapsed.seconds)
        }
        return (middle(rates), records)
    }
}
