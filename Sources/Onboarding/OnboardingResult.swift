/// How an onboarding ended and what the person chose on it.
package struct OnboardingResult: Hashable, Sendable {
    package enum Outcome: String, Sendable {
        /// "Enter app" on the last page.
        case finished
        /// Esc on any page.
        case skipped
    }

    package var outcome: Outcome
    /// The "Share with everyone" choice.
    package var share: Bool

    package init(outcome: Outcome, share: Bool) {
        self.outcome = outcome
        self.share = share
    }
}
