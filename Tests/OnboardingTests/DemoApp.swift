import Onboarding
import TermCore
import TermUI

@testable import onboard

/// The demo app as `onboard --headless` composes it: bundled Assets, fresh memory state,
/// a virtual clock, reduced motion.
@MainActor
struct DemoApp {
    let backend: HeadlessBackend
    let application: Application
    let flow: AppFlow

    static let assets: String = {
        let file = #filePath
        let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        return root + "/Assets"
    }()

    init(size: Size, arguments: [String] = ["--headless", "--force-onboarding"], motion: Motion = .reduced) throws {
        let options = try OptionsParser.parse(arguments)
        let session = try Session(options: options, environment: ["ONBOARD_ASSETS": Self.assets])
        backend = HeadlessBackend(size: size)
        application = Application(backend: backend, clock: VirtualClock(), motion: motion)
        flow = session.start(on: application, usesUnicode: true, headless: true)
        application.settle()
    }

    func press(_ keys: String) throws {
        for line in try KeyScript.parseKeys(keys) {
            if case .press(let key) = line.step { application.handle(.key(key)) }
            application.settle()
        }
    }

    func resize(to size: Size) {
        backend.resize(to: size)
        application.handle(.resize(size))
        application.runPending()
    }

    var frame: CellBuffer { application.currentFrame ?? application.window.render() }
}

/// A small deterministic generator (SplitMix64), so a failing storm can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Where two frames first differ, in a line a person can read; nil when they are equal.
func firstDifference(_ actual: CellBuffer, _ expected: CellBuffer) -> String? {
    guard actual.size == expected.size else { return "size \(actual.size), expected \(expected.size)" }
    for y in 0..<actual.size.height {
        for x in 0..<actual.size.width where actual[x, y] != expected[x, y] {
            return "cell \(x),\(y): \(actual[x, y]), expected \(expected[x, y])\n--- actual\n\(actual.text)\n"
                + "--- expected\n\(expected.text)"
        }
    }
    return nil
}
