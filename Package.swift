// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares, so a language-mode or upcoming-feature change is made once.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility")
]

let package = Package(
    name: "Pivot",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pivot", targets: ["pivot"]),
        .library(name: "Video", targets: ["Video"]),
        .library(name: "Orientation", targets: ["Orientation"]),
        .library(name: "AppScan", targets: ["AppScan"]),
        .library(name: "Player", targets: ["Player"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "PivotTesting", targets: ["PivotTesting"]),
        // Separate, so only the teams that use swift-snapshot-testing build it.
        .library(name: "PivotSnapshotTesting", targets: ["PivotSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // Swift sources are read with Swift's own parser (issue 25), never with regular expressions.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libswscale libavutil",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .systemLibrary(name: "CZimg", pkgConfig: "zimg", providers: [.apt(["libzimg-dev"])]),
        // deflate for PNGEncoder, which writes PNG rows as they come (issue 16).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The per-pixel HDR → SDR kernel, in C for its run-time AVX2 path (issue 16).
        .target(name: "CSDRKernel"),
        .target(name: "Video", dependencies: ["CFFmpeg", "CZimg", "CZlib", "CSDRKernel"], swiftSettings: swiftSettings),
        .target(name: "Orientation", swiftSettings: swiftSettings),
        // Reads an Xcode project (pbxproj, plists, storyboards, Swift, Objective-C) and asks Orientation (issue 25).
        .target(
            name: "AppScan",
            dependencies: [
                "Orientation", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings),
        .target(name: "Player", dependencies: ["Video", "Orientation"], swiftSettings: swiftSettings),
        .target(name: "Snapshot", dependencies: ["Video"], swiftSettings: swiftSettings),
        .target(
            name: "PivotTesting", dependencies: ["Snapshot", "Video", "Player", "Orientation"],
            swiftSettings: swiftSettings),
        .target(
            name: "PivotSnapshotTesting",
            dependencies: [
                "Snapshot", "Video", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "pivot",
            dependencies: [
                "Video", "Orientation", "Player", "Snapshot", "AppScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "pivot-bench",
            dependencies: ["Orientation", "Video", "Player"],
            path: "Benchmarks/pivot-bench",
            swiftSettings: swiftSettings
        ),
        // A bare swift-syntax parse of a folder's Swift files, the yardstick for `pivot app` (Scripts/bench-app.sh).
        .executableTarget(
            name: "appscan-bench",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax")],
            path: "Benchmarks/appscan-bench",
            swiftSettings: swiftSettings
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .target(
            name: "VideoTestSupport", dependencies: ["Video"], path: "Tests/VideoTestSupport",
            swiftSettings: swiftSettings),
        .testTarget(name: "VideoTests", dependencies: ["Video", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "OrientationTests", dependencies: ["Orientation", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PlayerTests", dependencies: ["Player", "TestSupport", "VideoTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "AppScanTests", dependencies: ["AppScan", "Orientation", "TestSupport"],
            // Fixture projects (Swift, Objective-C, plists) are read by the tests, never compiled.
            exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotTestingTests", dependencies: ["PivotTesting", "Snapshot", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotSnapshotTestingTests", dependencies: ["PivotSnapshotTesting", "Video"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotTests", dependencies: ["pivot", "Orientation", "Snapshot", "TestSupport", "VideoTestSupport"],
            swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
