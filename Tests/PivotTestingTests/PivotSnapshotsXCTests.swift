import Foundation
import PivotTesting
import Pixels
import Video
import XCTest

/// The same helpers inside an XCTest case: a matching snapshot passes without recording an issue.
final class PivotSnapshotsXCTests: XCTestCase {
    func testRecordThenVerifyPassesUnderXCTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-xctest-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = RGBImage(width: 8, height: 8, fill: .white)
        let references = folder.appendingPathComponent("refs")
        let failures = folder.appendingPathComponent("failures")
        XCTAssertTrue(
            PivotSnapshots(references: references, failures: failures, record: true).verify(frame, named: "a.png"))
        XCTAssertTrue(
            PivotSnapshots(references: references, failures: failures, record: false).verify(frame, named: "a.png"))
    }
}
