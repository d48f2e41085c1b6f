// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Onboard",
    products: [
        .executable(name: "onboard", targets: ["onboard"]),
        // The one library product: the front door, and the types its signatures use (a
        // `MainScreen` is written with those alone; docs/decisions/0099).
        .library(name: "OnboardKit", targets: ["OnboardKit"]),
    ],
    // The optional C libraries, each behind a trait, all on by default. Without one, the pages
    // still show: Markdown as its plain text, pictures as their text art, no sixel pixels
    // (an adopter depending on this package with `traits: []` links ncurses alone; docs/decisions/0099).
    traits: [
        .trait(name: "Markdown", description: "Formatted page bodies and titles, parsed by libcmark."),
        .trait(name: "Pictures", description: "PNG pictures on pages, decoded by libpng (and zlib)."),
        .trait(name: "Sixel", description: "Pictures in sixel pixels on terminals that speak it, encoded by libsixel."),
        .default(enabledTraits: ["Markdown", "Pictures", "Sixel"]),
    ],
    targets: [
        .target(
            name: "CNcurses",
            // Debug builds take the public-ncurses path, so the tests run both: the release binary
            // the path that leans on ncurses 6.4's inside, debug binaries the one every other
            // version takes, drawing the same bytes (docs/decisions/0110).
            cSettings: [.define("ONBOARD_PUBLIC_NCURSES", .when(configuration: .debug))],
            // tinfo by name too: a static link does not read libncursesw.so's INPUT(... -ltinfo).
            linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
        ),
        // CommonMark's reference parser (libcmark-dev); only the Markdown module sees it.
        .target(name: "CMark", linkerSettings: [.linkedLibrary("cmark")]),
        .target(name: "Markdown", dependencies: [.target(name: "CMark", condition: .when(traits: ["Markdown"]))]),
        // libpng behind a C target; only the Pictures module sees it (ARCHITECTURE.md).
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("m")]
        ),
        // libsixel's encoder behind a C target; only TermNcurses sees it (sixel pictures). Its
        // maths (libm) comes from CPNG's list, which a static link reads after this one: SwiftPM
        // keeps only the first `-lm`, and libpng, linked later, needs it too.
        .target(name: "CSixel", linkerSettings: [.linkedLibrary("sixel")]),
        // The C library allocator's settings, for the command alone (AllocatorPolicy.swift).
        .target(name: "CAllocator"),
        .target(name: "TermCore"),
        .target(
            name: "TermNcurses",
            dependencies: ["TermCore", "CNcurses", .target(name: "CSixel", condition: .when(traits: ["Sixel"]))]
        ),
        .target(name: "TermUI", dependencies: ["TermCore"]),
        .target(
            name: "Pictures",
            dependencies: ["TermUI", "TermCore", .target(name: "CPNG", condition: .when(traits: ["Pictures"]))]
        ),
        // JSON without Foundation: the tape scanner, the list spans, the decoder and the writer.
        .target(name: "JSON", dependencies: ["TermCore"]),
        .target(name: "Onboarding", dependencies: ["JSON", "Markdown", "Pictures", "TermUI", "TermCore"]),
        // The front door: decide, take the terminal, show, give it back, return an outcome.
        .target(name: "OnboardKit", dependencies: ["Onboarding", "TermUI", "TermCore", "TermNcurses"]),
        // The demo app's main menu: an example of a host app, not part of the library.
        .target(name: "DemoScreens", dependencies: ["Onboarding", "JSON", "TermUI", "TermCore"]),
        .executableTarget(
            name: "onboard",
            dependencies: [
                "OnboardKit", "Onboarding", "DemoScreens", "TermUI", "TermCore", "TermNcurses", "CAllocator",
            ]
        ),
        // In-process measurements for make bench, outside the library: onboard-bench and the
        // tests of what they measure share it.
        .target(name: "BenchSupport", dependencies: ["TermUI", "TermCore"]),
        .executableTarget(name: "onboard-bench", dependencies: ["BenchSupport", "Onboarding", "TermUI", "TermCore"]),
        .testTarget(name: "TermCoreTests", dependencies: ["TermCore"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "TermNcursesTests", dependencies: ["TermNcurses", "TermCore", "CNcurses"]),
        .testTarget(
            name: "TermUITests", dependencies: ["TermUI", "TermCore", "TestSupport", "BenchSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PicturesTests", dependencies: ["Pictures", "TermUI", "TermCore"],
            // Willem van Schaik's PNG test images, read by PngSuiteTests (not resources: no Bundle).
            exclude: ["PngSuite"]
        ),
        // The one harness (keys, scripts, the whole screen, snapshot files), fixtures and temporary
        // folders, on TermUI and TermCore alone: TermUI's tests build nothing above them.
        .target(name: "TestSupport", dependencies: ["TermUI", "TermCore"], path: "Tests/TestSupport"),
        // Onboard's screens (the demo app, the library's flow, the pages alone) on that harness.
        .target(
            name: "FlowSupport",
            dependencies: ["TestSupport", "OnboardKit", "DemoScreens", "Onboarding", "TermUI", "TermCore"],
            path: "Tests/FlowSupport"
        ),
        .testTarget(
            name: "OnboardingTests",
            dependencies: [
                "OnboardKit", "Onboarding", "JSON", "DemoScreens", "TermUI", "TermCore", "TestSupport", "FlowSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "OnboardKitTests",
            dependencies: ["OnboardKit", "Onboarding", "TermCore", "TestSupport", "FlowSupport"],
            exclude: ["__Snapshots__"]
        ),
        // Runs the built `onboard` binary: script errors, byte-identical exports, tmux parity.
        .testTarget(name: "CLITests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
