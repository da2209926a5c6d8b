import Foundation
import Video

/// How much disk a run's frame files will take, decided before the first is written, so that a run that cannot
/// fit is refused with the numbers instead of filling the disk.
public struct DiskSpaceEstimate: Sendable, Hashable {
    /// The bytes the frame files need at most.
    public var neededBytes: Int64
    /// The bytes free where they go.
    public var availableBytes: Int64
    /// The files' format, when known: the refusal suggests PNG only when they are not PNG already.
    public var format: FrameFileFormat?

    /// Creates an estimate.
    public init(neededBytes: Int64, availableBytes: Int64, format: FrameFileFormat? = nil) {
        self.neededBytes = neededBytes
        self.availableBytes = availableBytes
        self.format = format
    }

    /// The estimate for `frameCount` files of at most `width` × `height` pixels in `format`; a product beyond
    /// `Int64` (a count no run reaches) is held at `Int64.max`, which never fits.
    public init(frameCount: Int, width: Int, height: Int, format: FrameFileFormat, availableBytes: Int64) {
        let perFrame = Int64(format.maximumFileSize(width: width, height: height))
        let (needed, overflow) = perFrame.multipliedReportingOverflow(by: Int64(frameCount))
        self.init(neededBytes: overflow ? .max : needed, availableBytes: availableBytes, format: format)
    }

    /// Whether the files fit.
    public var fits: Bool { neededBytes <= availableBytes }

    /// `out: the 1800 frame files need up to 11.2 GB but only 3.4 GB is free; use …`, for the refusal.
    public func refusal(frameCount: Int, folder: String) -> String {
        "\(folder): the \(frameCount) frame files need up to \(Self.format(neededBytes)) but only "
            + "\(Self.format(availableBytes)) is free; use \(format == .png ? "" : "--format png, ")a lower --scale "
            + "or --fps, or another --out"
    }

    /// Bytes in decimal units, one decimal place (`11.2 GB`).
    static func format(_ bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }
}
