import PivotTesting
import PlayerApp
import Snapshot
import Testing

/// Snapshot tests in Swift Testing: record with `PIVOT_RECORD=1 swift test`, then every run compares.
struct IntroPlayerTests {
    @Test func screensMatchTheirReferences() throws {
        PivotSnapshots().verify(frames: try IntroPlayer.screens())
    }

    @Test func screensSurviveSmallColourShifts() throws {
        // The same references, with the tolerance of swift-snapshot-testing's `perceptualPrecision: 0.98`.
        PivotSnapshots(tolerance: ImageTolerance(perceptualPrecision: 0.98)).verify(frames: try IntroPlayer.screens())
    }

    @Test func rotationEventLogMatchesItsReference() throws {
        PivotSnapshots().verify(text: try IntroPlayer.eventLog(), named: "rotation.txt")
    }
}
