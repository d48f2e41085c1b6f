import OnboardKit

// no-traits-tool ASSETS: the pages on the terminal, then the outcome's code.
// no-traits-tool ASSETS --headless [KEYS]: the screen after KEYS on an 80×24 headless screen, as
// text: the pages, then (after Enter app) the tool's own main screen.
let arguments = CommandLine.arguments
let assets = arguments.count > 1 ? arguments[1] : "onboarding"
do {
    let whatsNew = try WhatsNew(assets: assets, appID: "no-traits-tool", version: "2.1.0")
    if arguments.count > 2, arguments[2] == "--headless" {
        let keys = arguments.count > 3 ? "press " + arguments[3] + "\n" : ""
        let result = try whatsNew.presentHeadless(
            script: keys + "snapshot shown", mainScreen: MainScreen { _ in CounterScreen() })
        print(result.snapshots.first?.frame.text ?? "no snapshot")
    } else {
        print("outcome: " + whatsNew.presentIfNeeded().code)
    }
} catch {
    print("no-traits-tool: \(error)")
}
