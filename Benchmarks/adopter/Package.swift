// swift-tools-version:6.1
import PackageDescription

// A tool built the adopter's way, for `make bench`: OnboardKit by path with its default traits,
// built with plain `swift build -c release`, and again with `--static-swift-stdlib`.
let package = Package(
    name: "BenchTool",
    dependencies: [.package(name: "Onboard", path: "../..")],
    targets: [
        .executableTarget(name: "bench-tool", dependencies: [.product(name: "OnboardKit", package: "Onboard")])
    ],
    swiftLanguageModes: [.v6]
)
