import Glibc
import OnboardKit

// host-tool ASSETS STATE_DIR [--times N] [--handler] [--ticker] [--seconds N]
//
// Presents the pages N times (every page again after the first), then does its own work: a line
// a tenth of a second for N seconds. --handler sets a SIGINT handler before the pages, which
// prints a line and exits 130; --ticker prints from another thread every 5 ms while the pages
// show. Before the work it says whether the process was handed back as it was found.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    print("usage: host-tool ASSETS STATE_DIR [--times N] [--handler] [--ticker] [--seconds N]")
    exit(64)
}
func value(after flag: String, default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return fallback }
    return Int(arguments[index + 1]) ?? fallback
}
let times = value(after: "--times", default: 1)
let seconds = value(after: "--seconds", default: 20)

if arguments.contains("--handler") {
    signal(SIGINT) { _ in
        let line = Array("host: SIGINT handler ran\n".utf8)
        _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _exit(130)
    }
}
let before = ProcessSnapshot.take()
let ticker = arguments.contains("--ticker") ? Ticker(everyMicroseconds: 5_000) : nil
ticker?.start()
for round in 1...max(1, times) {
    do {
        var whatsNew = try WhatsNew(assets: arguments[0], appID: "host-tool", version: "1.4.0")
        whatsNew.stateDirectory = arguments[1]
        whatsNew.showsEveryPage = round > 1
        let outcome = whatsNew.presentIfNeeded()
        ticker?.stop()
        print("host: presentation \(round): \(outcome.code)")
    } catch {
        print("host: \(error)")
        exit(65)
    }
}
let changes = ProcessSnapshot.take().differences(from: before)
print(changes.isEmpty ? "host: left as found" : "host: changed: " + changes.joined(separator: "; "))
for step in 1...(seconds * 10) {
    print("host: working \(step)")
    usleep(100_000)
}
print("host: done")
