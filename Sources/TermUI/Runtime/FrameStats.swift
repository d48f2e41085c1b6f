/// Counts of frames drawn and their render-plus-present times.
///
/// Durations are kept in a fixed-size reservoir so a long session costs constant memory.
public struct FrameStats: Sendable {
    public private(set) var frames = 0
    public private(set) var worst: Duration = .zero
    /// The time all frames took together.
    package private(set) var total: Duration = .zero
    private var samples: [Duration] = []
    private static let capacity = 4096

    package init() {}

    mutating func record(_ duration: Duration) {
        frames += 1
        worst = max(worst, duration)
        total += duration
        if samples.count < Self.capacity {
            samples.append(duration)
        } else {
            samples[frames % Self.capacity] = duration
        }
    }

    /// The median frame time of the kept samples.
    public var median: Duration {
        guard !samples.isEmpty else { return .zero }
        return samples.sorted()[samples.count / 2]
    }
}
