/// How an onboarding ended and what the person chose on it.
public struct OnboardingResult: Hashable, Sendable {
    public enum Outcome: String, Sendable {
        /// "Enter app" on the last page.
        case finished
        /// Esc on any page.
        case skipped
    }

    public var outcome: Outcome
    /// The "Share with everyone" choice.
    public var share: Bool

    public init(outcome: Outcome, share: Bool) {
        self.outcome = outcome
        self.share = share
    }
}
