import Foundation

/// The frames the release binary prints headless for a parity case, one per step.
enum HeadlessFrames {
    /// Plays the case as a script with a snapshot at the start and after every step.
    static func frames(for parity: ParityCase) throws -> [[String]] {
        var script = "snapshot s0\n"
        var heights = [parity.height]
        for (index, step) in parity.steps.enumerated() {
            script += "\(step)\nsnapshot s\(index + 1)\n"
            let size = step.hasPrefix("resize ") ? step.dropFirst(7).split(separator: "x").compactMap { Int($0) } : []
            heights.append(size.count == 2 ? size[1] : heights[heights.count - 1])
        }
        let result = try Subprocess.run(
            [OnboardBinary.release, "--headless", "--size", "\(parity.width)x\(parity.height)", "--script", "-"],
            environment: OnboardBinary.environment(language: parity.language, extra: ["ONBOARD_ASSETS": parity.assets]),
            stdin: script)
        guard result.status == 0 else { throw SpawnError(command: "onboard --headless", reason: result.stderr) }
        let sections = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .split { $0.hasPrefix("--- s") }
        return zip(sections, heights).map { section, height in
            Array((section.map(String.init) + Array(repeating: "", count: height)).prefix(height))
        }
    }
}
