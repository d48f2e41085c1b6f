// swift-tools-version:6.0
import PackageDescription

// A command-line tool that shows its what's-new pages through Onboard's front door, depending on
// the Onboard package by path as any adopter would depend on it by URL.
let package = Package(
    name: "MyTool",
    dependencies: [.package(name: "Onboard", path: "../..")],
    targets: [
        .executableTarget(name: "mytool", dependencies: [.product(name: "OnboardKit", package: "Onboard")]),
        .testTarget(
            name: "MyToolTests",
            dependencies: [.product(name: "OnboardKit", package: "Onboard")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
