// swift-tools-version: 6.2
import PackageDescription

// An app model (a player screen and its rotation scenario) with snapshot tests, built and run by Pivot's own
// `make test` (ExampleTests) so it cannot rot.
let package = Package(
    name: "PlayerSnapshots",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Pivot", path: "../..")],
    targets: [
        .target(
            name: "PlayerApp",
            exclude: ["Resources"]
        ),
        .testTarget(
            name: "PlayerAppTests",
            dependencies: [
                "PlayerApp",
                .product(name: "PivotTesting", package: "Pivot"),
                .product(name: "Snapshot", package: "Pivot"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
