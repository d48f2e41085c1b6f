import OnboardKit

do {
    let outcome = try WhatsNew.presentIfNeeded(assets: "onboarding", appID: "mytool", version: "1.4.0")
    if case .finished(let share) = outcome { print("Welcome to mytool 1.4.0 (sharing: \(share ? "on" : "off"))") }
} catch {
    print("mytool: what's new is unavailable: \(error)")
}
print("mytool: 3 files tidied")
