/// Whether a launch may show the onboarding at all, before the version gate is asked.
///
/// Interactive launches skip it when `CI` is set or the person opted out (`--no-onboarding`,
/// `ONBOARD_DISABLE=1`); `--force-onboarding` shows every page anyway. Headless runs are
/// explicit, so `CI` does not apply to them.
enum LaunchPolicy: Equatable {
    case gate
    case force
    case suppressed(reason: String)

    static func decide(options: Options, environment: [String: String], headless: Bool) -> LaunchPolicy {
        if options.forceOnboarding { return .force }
        if options.noOnboarding { return .suppressed(reason: "--no-onboarding") }
        if let disable = environment["ONBOARD_DISABLE"], !disable.isEmpty, disable != "0" {
            return .suppressed(reason: "ONBOARD_DISABLE")
        }
        if !headless, let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" {
            return .suppressed(reason: "CI")
        }
        return .gate
    }
}
