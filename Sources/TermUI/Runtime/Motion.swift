/// Whether animations play or jump straight to their end.
///
/// Reduced motion comes from `--reduced-motion` or `ONBOARD_ANIMATIONS=none`; headless runs
/// are reduced unless a script asks for animation, so their frames never depend on timing.
public struct Motion: Hashable, Sendable {
    public var isReduced: Bool

    package init(isReduced: Bool) {
        self.isReduced = isReduced
    }

    public static let full = Motion(isReduced: false)
    public static let reduced = Motion(isReduced: true)
}
