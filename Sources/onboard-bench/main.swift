import BenchSupport
import Glibc
import Onboarding
import TermCore
import TermUI

/// `onboard-bench ASSETS [--runs N] [--frames N] [--only down|fps|json] [--size WxH] [--json FILE]`:
/// the in-process figures of `make bench`, printed as one JSON line.
///
/// Down latency in tables of 1 000 and 1 000 000 rows, headless frames per second at 80×24 and
/// 200×60, and with `--json` how fast a file of records decodes; each figure is the median of
/// N runs (default 7). `--only`, `--size` and `--frames` make short runs for a profiler.
@MainActor
func main() -> Int32 {
    var arguments = CommandLine.arguments.dropFirst()
    guard let assets = arguments.popFirst() else {
        print("usage: onboard-bench ASSETS [--runs N] [--frames N] [--only down|fps|json] [--size WxH] [--json FILE]")
        return 64
    }
    var runs = 7
    var frames = 20000
    var only: String?
    var jsonFile: String?
    var sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]
    while let flag = arguments.popFirst(), let value = arguments.popFirst() {
        switch flag {
        case "--runs": runs = Int(value) ?? runs
        case "--frames": frames = Int(value) ?? frames
        case "--only": only = value
        case "--size": sizes = Size(parsing: value).map { [$0] } ?? sizes
        case "--json": jsonFile = value
        default: break
        }
    }
    let manifest: Manifest
    do {
        manifest = try ManifestLoader.load(from: assets, language: .english)
    } catch {
        print("onboard-bench: \(error.description)")
        return 66
    }
    var fields: [String] = []
    if only == nil || only == "down" {
        // 900 presses stay inside both tables: at the end of one, a Down changes nothing. The
        // two tables alternate, three times `runs` each, so a change in the machine's load
        // falls on both rather than on one table's block of runs (a ×0.73 to ×1.26 spread
        // between runs of `make bench` when each table had its own block of seven).
        _ = TableViewBenchmark.measureDownKeys(rows: 1000, presses: 900)  // warm caches first
        var micros: [Int: [Double]] = [:]
        for _ in 0..<max(1, runs) * 3 {
            for rows in [1000, 1_000_000] {
                let result = TableViewBenchmark.measureDownKeys(rows: rows, presses: 900)
                micros[rows, default: []].append(result.timePerKey.seconds * 1e6)
            }
        }
        for rows in [1000, 1_000_000] {
            fields.append("\"down_us_\(rows)\": \(middle(micros[rows] ?? []))")
        }
    }
    if only == nil || only == "fps" {
        for size in sizes {
            let rates = (0..<max(1, runs)).map { _ in
                HeadlessFrameRate.measure(manifest: manifest, size: size, frames: frames)
            }
            let name = "\(size.width)x\(size.height)"
            fields.append("\"fps_\(name)\": \(middle(rates.map(\.renderAndPresent)))")
            fields.append("\"fps_keys_\(name)\": \(middle(rates.map(\.withKeys)))")
        }
    }
    if let jsonFile, only == nil || only == "json" {
        do {
            let rate = try JSONDecodingRate.measure(file: jsonFile, runs: runs)
            fields.append("\"json_mb_per_s\": \(rate.megabytesPerSecond), \"json_records\": \(rate.records)")
        } catch {
            print("onboard-bench: \(error.description)")
            return 65
        }
    }
    print("{" + fields.joined(separator: ", ") + "}")
    return 0
}

/// The median of some values.
func middle(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

exit(main())
