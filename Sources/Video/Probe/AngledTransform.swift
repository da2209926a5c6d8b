import Foundation

/// A display matrix that turns the picture by an angle that is not a multiple of 90° (30°, say), possibly
/// mirrored too: the turn ``DisplayTransform`` cannot express.
///
/// The picture is turned about its centre and shown on black in the bounding box of the turned rectangle, as the
/// ffmpeg CLI's `rotate=A:ow=rotw(A):oh=roth(A)` draws it (`docs/ffmpeg-facts.md`, "Display matrices that are
/// not quarter turns"). The ffmpeg 5.1 CLI itself keeps the stored size and crops the corners; AVFoundation
/// applies the whole matrix. Any scale in the matrix is ignored, as FFmpeg ignores it.
public struct AngledTransform: Sendable, Hashable {
    /// The matrix's linear part, scaled to a determinant of ±1, in FFmpeg's row-vector convention: a stored
    /// point (x, y), y pointing down, is shown at (a·x + c·y, b·x + d·y) about the centre.
    let a, b, c, d: Double

    /// Creates the turn of a display matrix's linear part `a b / c d` (any fixed-point scale), or `nil` when the
    /// part is degenerate.
    init?(a: Double, b: Double, c: Double, d: Double) {
        let determinant = a * d - b * c
        guard determinant.isFinite, determinant != 0 else { return nil }
        let scale = abs(determinant).squareRoot()
        (self.a, self.b, self.c, self.d) = (a / scale, b / scale, c / scale, d / scale)
    }

    /// The turn in degrees counter-clockwise, as ffprobe prints an unmirrored matrix's; a mirrored matrix is read
    /// as a left-to-right mirror first, then this turn.
    public var degrees: Double {
        // Undoing the mirror (x ↦ −x) negates the first row.
        let (rowA, rowB) = isMirrored ? (-a, -b) : (a, b)
        return -atan2(rowB, rowA) * 180 / .pi
    }

    /// Whether the matrix mirrors the picture as well as turning it.
    public var isMirrored: Bool { a * d - b * c < 0 }

    /// The exact size of the box that holds a `width` × `height` picture turned by this matrix.
    public func boundingBox(width: Double, height: Double) -> (width: Double, height: Double) {
        (abs(a) * width + abs(c) * height, abs(b) * width + abs(d) * height)
    }

    /// The bounding box in whole pixels, each side rounded to nearest with halves up, as `vf_rotate` rounds
    /// `rotw`/`roth` (`res + 0.5`, truncated), and at least 1.
    public func roundedBoundingBox(width: Int, height: Int) -> (width: Int, height: Int) {
        let box = boundingBox(width: Double(width), height: Double(height))
        func round(_ side: Double) -> Int { max(1, Int((side + 0.5).rounded(.down))) }
        return (round(box.width), round(box.height))
    }

    /// Where the centre of destination pixel (`x`, `y`) in the `boxWidth` × `boxHeight` bounding box comes from
    /// in a `width` × `height` stored picture, in pixel coordinates (pixel centres at whole numbers).
    func sourcePoint(
        x: Int, y: Int, boxWidth: Int, boxHeight: Int, width: Int, height: Int
    ) -> (x: Double, y: Double) {
        let u = Double(x) + 0.5 - Double(boxWidth) / 2
        let v = Double(y) + 0.5 - Double(boxHeight) / 2
        // The inverse of (x, y) ↦ (a·x + c·y, b·x + d·y); the determinant is ±1.
        let determinant = a * d - b * c
        let sx = (d * u - c * v) / determinant
        let sy = (-b * u + a * v) / determinant
        return (sx + Double(width) / 2 - 0.5, sy + Double(height) / 2 - 0.5)
    }
}
