import Foundation
import PivotSnapshotTesting
import Pixels
import SnapshotTesting
import Testing

/// The strategy inside swift-snapshot-testing's own `verifySnapshot`, recording into and reading from a temporary
/// folder.
struct SnapshottingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-sst-\(UUID())").path

    static let grey = RGBImage(width: 10, height: 6, fill: RGBImage.Pixel(red: 90, green: 100, blue: 110))

    func verify(
        _ image: RGBImage, as strategy: Snapshotting<RGBImage, RGBImage>, record: SnapshotTestingConfiguration.Record
    ) -> String? {
        verifySnapshot(of: image, as: strategy, named: "frame", record: record, snapshotDirectory: folder)
    }

    @Test func recordThenVerifyPassesAndAChangeFails() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(verify(Self.grey, as: .pivotImage, record: .all) != nil, "recording reports that it recorded")
        #expect(verify(Self.grey, as: .pivotImage, record: .never) == nil)
        var changed = Self.grey
        changed[2, 3] = .white
        let message = verify(changed, as: .pivotImage, record: .never)
        #expect(message?.contains("1 of 60 pixels differ") == true, "\(message ?? "passed")")
    }

    @Test func perceptualPrecisionIsHonoured() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verify(Self.grey, as: .pivotImage, record: .all)
        var nudged = Self.grey
        nudged[0, 0] = RGBImage.Pixel(red: 91, green: 100, blue: 110)
        #expect(verify(nudged, as: .pivotImage(perceptualPrecision: 0.98), record: .never) == nil)
        #expect(verify(nudged, as: .pivotImage, record: .never) != nil)
    }
}
