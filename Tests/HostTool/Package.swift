// swift-tools-version:6.0
import PackageDescription

// A host tool for the guest tests (Tests/Reliability/host_tool_test.py): it calls OnboardKit's
// front door inside its own process, as an adopter's tool does, and checks that everything the
// pages touched (signal handlers, descriptors, terminal modes) is handed back as it was found.
// Built with plain `swift build`, depending on this package by path.
let package = Package(
    name: "HostTool",
    dependencies: [.package(name: "Onboard", path: "../..")],
    targets: [
        .executableTarget(name: "host-tool", dependencies: [.product(name: "OnboardKit", package: "Onboard")])
    ],
    swiftLanguageModes: [.v6]
)
