import Foundation
import PivotTesting
import Pixels
import Video
import XCTest

/// A deliberately failing XCTest, run only by ``XCTestFailureTests`` in a child process (with
/// `PIVOT_XCTEST_FAILURE_FIXTURE` set to a scratch folder): XCTest on Linux cannot expect a failure in-process.
final class XCTestFailureFixture: XCTestCase {
    func testChangedFrameFails() throws {
        guard let path = ProcessInfo.processInfo.environment["PIVOT_XCTEST_FAILURE_FIXTURE"] else {
            throw XCTSkip("runs only inside XCTestFailureTests")
        }
        let folder = URL(fileURLWithPath: path)
        let snapshots = { (record: Bool) in
            PivotSnapshots(
                references: folder.appendingPathComponent("refs"), failures: folder.appendingPathComponent("failures"),
                record: record)
        }
        let frame = RGBImage(width: 8, height: 8, fill: .white)
        snapshots(true).verify(frames: [("same.png", frame), ("changed.png", frame)])
        var changed = frame
        changed[1, 1] = .black
        snapshots(false).verify(frames: [("same.png", frame), ("changed.png", changed)])
    }

    func testRecordsWhenTheEnvironmentSaysSo() throws {
        guard let path = ProcessInfo.processInfo.environment["PIVOT_XCTEST_FAILURE_FIXTURE"] else {
            throw XCTSkip("runs only inside XCTestFailureTests")
        }
        let folder = URL(fileURLWithPath: path)
        let snapshots = PivotSnapshots(
            references: folder.appendingPathComponent("env-refs"), failures: folder.appendingPathComponent("failures"))
        XCTAssertTrue(snapshots.verify(RGBImage(width: 4, height: 4, fill: .white), named: "env.png"))
    }
}
