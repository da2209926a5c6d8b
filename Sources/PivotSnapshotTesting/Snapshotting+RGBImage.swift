import Foundation
import Pixels
import Snapshot
import SnapshotTesting

extension Snapshotting where Value == RGBImage, Format == RGBImage {
    /// Pivot's pictures as PNG references, compared exactly.
    ///
    /// ```swift
    /// assertSnapshot(of: frame, as: .pivotImage)
    /// ```
    public static var pivotImage: Snapshotting { .pivotImage() }

    /// Pivot's pictures as PNG references, compared with swift-snapshot-testing's own tolerances: `precision`, the
    /// share of pixels that must match, and `perceptualPrecision`, how close a pixel must be (a pixel matches when
    /// its CIEDE2000 difference is at most `(1 − perceptualPrecision) × 100`). A failure attaches the triptych
    /// (reference | actual | difference).
    public static func pivotImage(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        let tolerance = ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: "png", diffing: .pivotImage(tolerance: tolerance))
    }
}

extension Diffing where Value == RGBImage {
    /// PNG bytes in and out; the comparison and triptych of Pivot's `Snapshot` module.
    static func pivotImage(tolerance: ImageTolerance) -> Diffing {
        .diff(
            toData: { image in Data((try? PNGEncoder.encode(image)) ?? []) },
            // An unreadable reference becomes an empty picture, which then fails as a size mismatch.
            fromData: { data in (try? PNGDecoder.decode([UInt8](data))) ?? RGBImage(width: 0, height: 0) },
            diffV2: { reference, actual in
                let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let triptych = Triptych.make(reference: reference, actual: actual, tolerance: tolerance)
                let attachments = (try? PNGEncoder.encode(triptych)).map {
                    [DiffAttachment.data(Data($0), name: "reference-actual-difference.png")]
                }
                return ("\(comparison)", attachments ?? [])
            })
    }
}
