internal import CFFmpeg
import Foundation

/// How a clip's display matrix turns the stored picture into the one a player shows.
///
/// FFmpeg reports the matrix angle counter-clockwise (`av_display_rotation_get`), and ffprobe prints it that way,
/// so an iPhone portrait recording reads `-90`. The operation that makes the picture upright is chosen exactly as
/// the ffmpeg 5.1 CLI chooses its autorotate filters (`fftools/ffmpeg_filter.c`), which also catches mirroring that
/// the angle alone cannot show (a horizontal mirror reads as `-180`).
public enum DisplayTransform: Sendable, Hashable, CaseIterable {
    /// The stored picture is shown as it is.
    case identity
    /// Turn 90° clockwise (ffmpeg's `transpose=clock`).
    case rotateClockwise
    /// Turn 90° counter-clockwise (ffmpeg's `transpose=cclock`).
    case rotateCounterClockwise
    /// Turn 180° (ffmpeg's `hflip,vflip`).
    case rotate180
    /// Mirror left to right (ffmpeg's `hflip`).
    case flipHorizontal
    /// Mirror top to bottom (ffmpeg's `vflip`).
    case flipVertical
    /// Swap rows and columns about the main diagonal (ffmpeg's `transpose=cclock_flip`).
    case transpose
    /// Swap rows and columns about the anti-diagonal (ffmpeg's `transpose=clock_flip`).
    case antiTranspose

    /// Whether the transform swaps width and height.
    public var swapsDimensions: Bool {
        switch self {
        case .rotateClockwise, .rotateCounterClockwise, .transpose, .antiTranspose: true
        case .identity, .rotate180, .flipHorizontal, .flipVertical: false
        }
    }

    /// Whether the transform mirrors the picture (an odd number of reflections).
    public var isMirrored: Bool {
        switch self {
        case .flipHorizontal, .flipVertical, .transpose, .antiTranspose: true
        case .identity, .rotateClockwise, .rotateCounterClockwise, .rotate180: false
        }
    }
}

/// The display matrix of a stream: nine 32-bit values, `a b u / c d v / x y w` (16.16 and 2.30 fixed point).
struct DisplayMatrix: Sendable, Equatable {
    var values: [Int32]

    /// The angle FFmpeg reports, in degrees counter-clockwise in [-180, 180], or `nil` for a degenerate matrix.
    /// The corresponding FFmpeg function is `av_display_rotation_get`.
    var rotationDegrees: Double? {
        let angle = values.withUnsafeBufferPointer { av_display_rotation_get($0.baseAddress) }
        return angle.isFinite ? angle : nil
    }

    /// The rotation as ffprobe prints it: the angle truncated to an integer, 0 for a degenerate matrix.
    var ffprobeRotation: Int { rotationDegrees.map { Int($0) } ?? 0 }

    /// Whether the matrix reflects the picture (negative determinant of the 2×2 part).
    var isMirrored: Bool {
        Int64(values[0]) * Int64(values[4]) - Int64(values[1]) * Int64(values[3]) < 0
    }

    /// The operation ffmpeg's autorotate applies, from the angle and the sign tests of `ffmpeg_filter.c`.
    /// Angles that are not near a multiple of 90° are ``angledTransform``'s; for them this is `.identity`.
    var transform: DisplayTransform { quarterTurn ?? .identity }

    /// The turn by an angle that is not near a multiple of 90° (where ffmpeg's autorotate uses a free `rotate`
    /// filter), or `nil` when ``transform`` covers the matrix.
    var angledTransform: AngledTransform? {
        guard quarterTurn == nil else { return nil }
        return AngledTransform(
            a: Double(values[0]), b: Double(values[1]), c: Double(values[3]), d: Double(values[4]))
    }

    /// ``transform`` for angles within 1° of a multiple of 90°, `nil` for the others.
    private var quarterTurn: DisplayTransform? {
        var theta = -(rotationDegrees ?? 0).rounded()
        theta -= 360 * (theta / 360 + 0.9 / 360).rounded(.down)
        if abs(theta - 90) < 1 {
            return values[3] > 0 ? .transpose : .rotateClockwise
        }
        if abs(theta - 180) < 1 {
            switch (values[0] < 0, values[4] < 0) {
            case (true, true): return .rotate180
            case (true, false): return .flipHorizontal
            case (false, true): return .flipVertical
            case (false, false): return .identity
            }
        }
        if abs(theta - 270) < 1 {
            return values[3] < 0 ? .antiTranspose : .rotateCounterClockwise
        }
        if abs(theta) < 1 {
            return values[4] < 0 ? .flipVertical : .identity
        }
        return nil
    }
}
