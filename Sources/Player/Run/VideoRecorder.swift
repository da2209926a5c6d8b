import Orientation
import Video

/// Writes the frames of a run as one video on a fixed canvas, in the device view or the interface view.
///
/// A video cannot change size, so the interface view centres each frame on a canvas large enough for the device
/// in either orientation, and the device view's canvas is fixed by construction.
///
/// ```swift
/// let recorder = try VideoRecorder(path: "run.mp4", view: .device, shape: shape, scale: 1, frameRate: 30)
/// let report = try run.play { frame, record in try recorder.append(recorder.picture(for: frame, record: record)) }
/// try recorder.finish()
/// ```
public final class VideoRecorder {
    /// The view drawn.
    public let view: FrameView
    /// The canvas width and height in pixels (even).
    public var canvasSize: (width: Int, height: Int) { (writer.width, writer.height) }

    private let writer: MovieWriter
    private let renderer: DeviceViewRenderer

    /// Opens the video.
    ///
    /// - Parameters:
    ///   - path: The `.mp4` or `.mov` file to write.
    ///   - view: What each frame shows.
    ///   - shape: The device's screen outline.
    ///   - scale: Pixels per point, as the run renders.
    ///   - frameRate: The run's output frame rate.
    ///   - overwrite: Whether an existing file may be replaced.
    /// - Throws: The ``MediaError`` of opening the video (``MediaError/fileExists`` without `overwrite`).
    public init(
        path: String, view: FrameView, shape: DeviceScreenShape, scale: Double, frameRate: Double,
        overwrite: Bool = false
    ) throws {
        self.view = view
        renderer = DeviceViewRenderer(shape: shape, scale: scale)
        let side: Int
        switch view {
        case .device:
            side = renderer.canvasSide
        case .interface:
            let longest = Int((max(shape.portraitSize.width, shape.portraitSize.height) * scale).rounded(.up))
            side = longest + longest % 2
        }
        writer = try MovieWriter(
            path: path, width: side, height: side, frameRate: Self.rational(frameRate), overwrite: overwrite)
    }

    /// The picture the video shows for one frame of the run.
    public func picture(for frame: RenderedFrame, record: FrameRecord) -> RGBImage {
        picture(for: frame.image, deviceView: record.deviceView)
    }

    /// The picture the video shows for an interface view's picture, with the device held as `deviceView` says.
    public func picture(for interface: RGBImage, deviceView: DeviceViewState) -> RGBImage {
        switch view {
        case .device:
            return renderer.render(interface: interface, state: deviceView)
        case .interface:
            return Self.centred(interface, width: writer.width, height: writer.height)
        }
    }

    /// Encodes the next picture, made by ``picture(for:record:)``.
    ///
    /// - Throws: The ``MediaError`` of encoding or writing it.
    /// - Precondition: The picture is ``canvasSize``.
    public func append(_ picture: RGBImage) throws {
        try writer.append(picture)
    }

    /// Completes the video file.
    ///
    /// - Throws: The ``MediaError`` of finishing it.
    public func finish() throws {
        try writer.finish()
    }

    /// `image` centred on a black canvas, cropped when larger.
    static func centred(_ image: RGBImage, width: Int, height: Int) -> RGBImage {
        var canvas = RGBImage(width: width, height: height)
        let left = (width - image.width) / 2
        let top = (height - image.height) / 2
        let columns = max(0, left)..<min(width, left + image.width)
        guard !columns.isEmpty else { return canvas }
        for y in max(0, top)..<min(height, top + image.height) {
            let source = ((y - top) * image.width + (columns.lowerBound - left)) * 3
            let destination = (y * width + columns.lowerBound) * 3
            canvas.pixels.replaceSubrange(
                destination..<(destination + columns.count * 3),
                with: image.pixels[source..<(source + columns.count * 3)])
        }
        return canvas
    }

    /// A frame rate as a ratio: whole rates exactly, NTSC-style rates (29.97…) as n × 1000 / 1001, others to the
    /// thousandth.
    static func rational(_ rate: Double) -> Rational {
        if rate == rate.rounded() { return Rational(Int(rate), 1) }
        let ntsc = rate * 1001 / 1000
        if abs(ntsc - ntsc.rounded()) < 1e-3 { return Rational(Int(ntsc.rounded()) * 1000, 1001) }
        return Rational(Int((rate * 1000).rounded()), 1000)
    }
}

@available(*, unavailable, message: "it owns a MovieWriter, whose FFmpeg contexts are not thread-safe")
extension VideoRecorder: Sendable {}
