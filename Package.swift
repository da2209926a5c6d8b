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
        .library(name: "Player", targets: ["Player"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavformat libavcodec libswscale libavutil",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .target(name: "Video", dependencies: ["CFFmpeg"], swiftSettings: swiftSettings),
        .target(name: "Orientation", swiftSettings: swiftSettings),
        .target(name: "Player", dependencies: ["Video", "Orientation"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "pivot",
            dependencies: [
                "Video", "Orientation", "Player",
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
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "VideoTests", dependencies: ["Video", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "OrientationTests", dependencies: ["Orientation", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "PlayerTests", dependencies: ["Player", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "PivotTests", dependencies: ["pivot", "Orientation", "TestSupport"], swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
