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
        // `pivot` is a small front that runs `pivot app` itself and hands every other command line to
        // `pivot-media`, the full CLI beside it, so an app scan never loads FFmpeg (issue 25). They ship together.
        .executable(name: "pivot", targets: ["pivot"]),
        .executable(name: "pivot-media", targets: ["pivot-media"]),
        .library(name: "PivotJSON", targets: ["PivotJSON"]),
        .library(name: "Pixels", targets: ["Pixels"]),
        .library(name: "Video", targets: ["Video"]),
        .library(name: "Export", targets: ["Export"]),
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
        // deflate for PNGEncoder, which writes PNG rows as they come (issue 16), and inflate for PNGDecoder.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // FreeType sets the system chrome's text in Inter (issue 27).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // The per-pixel HDR → SDR kernel, in C for its run-time AVX2 and AVX-512 paths (issue 16).
        .target(name: "CSDRKernel"),
        // RGB pictures and their files (PPM, PNG): no FFmpeg, so snapshot testing builds without it.
        .target(name: "Pixels", dependencies: ["CZlib"], swiftSettings: swiftSettings),
        .target(
            name: "Video", dependencies: ["CFFmpeg", "CZimg", "CSDRKernel", "Pixels"], swiftSettings: swiftSettings),
        // JSON values, the strict parser and the one printer every report and manifest uses: no dependencies,
        // so modules that only write JSON (frames, inspect) need not import the UIKit engine.
        .target(name: "PivotJSON", swiftSettings: swiftSettings),
        .target(name: "Orientation", dependencies: ["PivotJSON"], swiftSettings: swiftSettings),
        // Reads an Xcode project (pbxproj, plists, storyboards, Swift, Objective-C) and asks Orientation (issue 25).
        .target(
            name: "AppScan",
            dependencies: [
                "Orientation", "PivotJSON", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings),
        // Frame files and their folder, and `pivot frames` (FrameExport): a clip's frames to disk with no player,
        // so it sits below Player, which writes its own frames through the same OutputFolder.
        .target(name: "Export", dependencies: ["Video", "Pixels", "PivotJSON"], swiftSettings: swiftSettings),
        .target(
            name: "Player", dependencies: ["Export", "Video", "Orientation", "PivotJSON", "Pixels", "Typesetting", "Chrome"],
            swiftSettings: swiftSettings),
        // PivotJSON writes and reads the machine-readable result of a run (`--result`, `pivot report merge`).
        .target(name: "Snapshot", dependencies: ["Pixels", "PivotJSON"], swiftSettings: swiftSettings),
        // One line of text in Inter, measured and blended into an RGBImage (issue 27).
        .target(name: "Typesetting", dependencies: ["CFreeType", "Pixels"], swiftSettings: swiftSettings),
        // The system chrome (status, navigation and tab bars, home indicator, grabber): layout as plain values
        // from the device catalog, drawn with Typesetting (issue 27).
        .target(
            name: "Chrome", dependencies: ["Orientation", "Pixels", "Typesetting"], swiftSettings: swiftSettings),
        .target(
            name: "PivotTesting", dependencies: ["Snapshot", "Pixels", "Video", "Export", "Player", "Orientation"],
            swiftSettings: swiftSettings),
        .target(
            name: "PivotSnapshotTesting",
            dependencies: [
                "Snapshot", "Pixels", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: swiftSettings
        ),
        // What both executables share: `pivot app` and the way every command line ends (no media libraries).
        .target(
            name: "PivotCLI",
            dependencies: [
                "AppScan", "Orientation", "PivotJSON",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings),
        // The full CLI, the `pivot-media` executable.
        .executableTarget(
            name: "pivot-media",
            dependencies: [
                "Video", "Orientation", "Export", "Player", "Snapshot", "PivotJSON", "Pixels", "AppScan", "Chrome",
                "PivotCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // The `pivot` executable: `app` itself, everything else handed to `pivot-media`.
        .executableTarget(
            name: "pivot",
            dependencies: ["PivotCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "pivot-bench",
            dependencies: ["Orientation", "Video", "Export", "Player", "Pixels", "Chrome"],
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
            name: "VideoTestSupport", dependencies: ["Video", "Pixels"], path: "Tests/VideoTestSupport",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ChromeTests", dependencies: ["Chrome", "Orientation", "Pixels", "Typesetting"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "TypesettingTests", dependencies: ["Typesetting", "Pixels"], swiftSettings: swiftSettings),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "VideoTests", dependencies: ["Video", "CZimg", "Pixels", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "PivotJSONTests", dependencies: ["PivotJSON"], swiftSettings: swiftSettings),
        .testTarget(
            name: "OrientationTests", dependencies: ["Orientation", "PivotJSON", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "AppScanTests", dependencies: ["AppScan", "Orientation", "PivotJSON", "TestSupport"],
            // Fixture projects (Swift, Objective-C, plists) are read by the tests, never compiled.
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PlayerTests",
            dependencies: ["Player", "Export", "PivotJSON", "Pixels", "TestSupport", "VideoTestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ExportTests", dependencies: ["Export", "PivotJSON", "Pixels", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SnapshotTests", dependencies: ["Snapshot", "Pixels", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotTestingTests", dependencies: ["PivotTesting", "Snapshot", "Pixels", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotSnapshotTestingTests", dependencies: ["PivotSnapshotTesting", "Pixels"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PivotTests",
            dependencies: ["pivot-media", "Orientation", "Snapshot", "Pixels", "TestSupport", "VideoTestSupport"],
            swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
