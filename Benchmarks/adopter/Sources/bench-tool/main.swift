import OnboardKit

// bench-tool ASSETS: every page of ASSETS on the terminal through the front door, as a tool shows
// its what's-new pages; q quits.
let assets = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "onboarding"
do {
    var whatsNew = try WhatsNew(assets: assets, appID: "onboard-bench-tool", version: "1.0.0")
    whatsNew.showsEveryPage = true
    _ = whatsNew.presentIfNeeded()
} catch {
    print("bench-tool: \(error)")
}
