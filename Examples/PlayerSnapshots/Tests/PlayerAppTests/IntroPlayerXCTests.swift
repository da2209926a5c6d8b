import PivotTesting
import PlayerApp
import XCTest

/// The same checks from XCTest, for test targets that have not moved to Swift Testing.
final class IntroPlayerXCTests: XCTestCase {
    func testScreensMatchTheirReferences() throws {
        PivotSnapshots().verify(frames: try IntroPlayer.screens())
    }

    func testRotationEventLogMatchesItsReference() throws {
        PivotSnapshots().verify(text: try IntroPlayer.eventLog(), named: "rotation.txt")
    }
}
