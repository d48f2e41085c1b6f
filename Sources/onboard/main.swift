import Glibc
import OnboardKit
import Onboarding
import TermNcurses

/// Parses the command line, picks the kind of run and exits with its status.
@MainActor
func main() -> Int32 {
    AllocatorPolicy.apply()
    let options: Options
    do {
        options = try OptionsParser.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        Console.error(error.description)
        return 64
    }
    switch options.mode {
    case .help:
        Console.output(HelpText.usage)
        return 0
    case .version:
        Console.output("onboard \(HelpText.version)")
        return 0
    case .completions(let shell):
        Console.output(CompletionScript.text(for: shell), terminator: "")
        return 0
    case .manual:
        Console.output(ManualPage.text, terminator: "")
        return 0
    case .interactive, .headless, .plain, .check, .markSeen:
        let session: Session
        do {
            session = try Session(options: options, environment: ProcessEnvironment.current())
        } catch {
            Console.error(error.description)
            return ExitStatus.of(error)
        }
        switch options.mode {
        case .headless: return HeadlessRun.run(session)
        case .check: return CheckRun.check(session)
        case .markSeen: return CheckRun.markSeen(session)
        case .plain:
            Console.output(PlainPages.text(for: session.whatsNew.manifest.pages))
            return 0
        default: return InteractiveRun.run(session)
        }
    }
}

StandardStreams.reserve()  // first: any descriptor opened before it could land on a closed 0, 1 or 2
CrashPrompt.disable()
exit(main())
