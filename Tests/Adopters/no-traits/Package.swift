// swift-tools-version:6.1
import PackageDescription

// Tools that take Onboard as an adopter does (plain `swift build`, this package by path) without
// its optional C libraries: `traits: []` turns off Markdown (libcmark), Pictures (libpng and zlib)
// and Sixel (libsixel).
// - no-traits-tool links ncurses alone and still shows every page, Markdown as its plain text and
//   pictures as their text art (make no-traits).
// - host-tool calls the front door inside its own process and checks that everything the pages
//   touched (signal handlers, descriptors, terminal modes) is handed back as found (make guest).
//   What it checks lives in the ncurses shim, which every set of traits shares, so it shares
//   this build rather than taking one of its own (docs/decisions/0110).
let package = Package(
    name: "NoTraits",
    dependencies: [.package(name: "Onboard", path: "../../..", traits: [])],
    targets: [
        .executableTarget(name: "no-traits-tool", dependencies: [.product(name: "OnboardKit", package: "Onboard")]),
        .executableTarget(name: "host-tool", dependencies: [.product(name: "OnboardKit", package: "Onboard")]),
    ],
    swiftLanguageModes: [.v6]
)
