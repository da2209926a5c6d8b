import PivotTesting
import PlayerApp
import Snapshot
import Testing

/// Snapshot tests in Swift Testing: record with `PIVOT_RECORD=1 swift test`, then every run compares.
struct IntroPlayerTests {
    @Test func screensMatchTheirReferences() throws {
        // The player at 0.5 s on each device, every supported orientation: iphone-se-3-portrait.png, …
        try PivotSnapshots().verify(clip: IntroPlayer.clipPath, devices: IntroPlayer.devices, at: 0.5)
    }

    @Test func screensSurviveSmallColourShifts() throws {
        // The same references, with the tolerance of swift-snapshot-testing's `perceptualPrecision: 0.98`.
        try PivotSnapshots(tolerance: ImageTolerance(perceptualPrecision: 0.98))
            .verify(clip: IntroPlayer.clipPath, devices: IntroPlayer.devices, at: 0.5)
    }

    @Test func rotationEventLogMatchesItsReference() throws {
        try PivotSnapshots().verify(scenario: IntroPlayer.scenario, named: "rotation.txt")
    }
}
