import PivotTesting
import PlayerApp
import XCTest

/// The same checks from XCTest, for test targets that have not moved to Swift Testing.
final class IntroPlayerXCTests: XCTestCase {
    func testScreensMatchTheirReferences() throws {
        try PivotSnapshots().verify(clip: IntroPlayer.clipPath, devices: IntroPlayer.devices, at: 0.5)
    }

    func testRotationEventLogMatchesItsReference() throws {
        try PivotSnapshots().verify(scenario: IntroPlayer.scenario, named: "rotation.txt")
    }
}
