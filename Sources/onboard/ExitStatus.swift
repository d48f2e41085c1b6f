import OnboardKit

/// The sysexits codes the command leaves with; the library returns values, this maps them.
enum ExitStatus {
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    /// `EX_UNAVAILABLE`: no usable terminal.
    static let unavailable: Int32 = 69
    static let ioError: Int32 = 74

    static func of(_ error: AssetError) -> Int32 {
        error.isMissingFile ? noInput : dataError
    }

    /// 0 for every ending but a termination signal (128 + its number) and a missing terminal.
    static func of(_ outcome: Outcome) -> Int32 {
        switch outcome {
        case .quit(let signal?): 128 + signal
        case .notShown(.noTerminal): unavailable
        default: 0
        }
    }
}
