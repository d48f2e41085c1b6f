// swift-tools-version:6.1
import PackageDescription

// A tool that takes Onboard without its optional C libraries: `traits: []` turns off Markdown
// (libcmark), Pictures (libpng and zlib) and Sixel (libsixel), so it links ncurses alone and
// still shows every page, Markdown as its plain text and pictures as their text art.
let package = Package(
    name: "NoTraits",
    dependencies: [.package(name: "Onboard", path: "../../..", traits: [])],
    targets: [
        .executableTarget(name: "no-traits-tool", dependencies: [.product(name: "OnboardKit", package: "Onboard")])
    ],
    swiftLanguageModes: [.v6]
)
