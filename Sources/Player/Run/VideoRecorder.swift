import Orientation
import Pixels
import Video

/// Writes the frames of a run as one video on a fixed canvas, in the device view or the interface view.
///
/// A video cannot change size, so the interface view's frames are centred on a canvas large enough for the device
/// in either orientation, and the device view's canvas is fixed by construction.
///
/// The pictures are encoded on a second thread (``MovieWriteQueue``) while the run makes the next ones; an error
/// of encoding or writing is thrown by the next ``append(_:)`` or by ``finish()``. A recorder released unfinished
/// stops that thread and leaves no file.
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
    public let canvasSize: (width: Int, height: Int)

    private let queue: MovieWriteQueue
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
        canvasSize = (side, side)
        queue = MovieWriteQueue(
            writer: try MovieWriter(
                path: path, width: side, height: side, frameRate: Self.rational(frameRate), overwrite: overwrite))
    }

    deinit {
        queue.cancel()
    }

    /// The picture the video shows for one frame of the run, before it is centred on the canvas.
    public func picture(for frame: RenderedFrame, record: FrameRecord) -> RGBImage {
        picture(for: frame.image, deviceView: record.deviceView)
    }

    /// The picture the video shows for an interface view's picture, with the device held as `deviceView` says:
    /// the device view's canvas, or the interface view's picture itself, which ``append(_:)`` centres on the
    /// canvas (on black, cropped when larger) as it encodes it.
    public func picture(for interface: RGBImage, deviceView: DeviceViewState) -> RGBImage {
        switch view {
        case .device: renderer.render(interface: interface, state: deviceView)
        case .interface: interface
        }
    }

    /// Queues the next picture, made by ``picture(for:record:)``, to be centred on the canvas and encoded.
    ///
    /// - Throws: The ``MediaError`` of an earlier picture's failed encode or write.
    public func append(_ picture: consuming RGBImage) throws {
        try queue.append(picture)
    }

    /// Encodes the queued pictures and completes the video file.
    ///
    /// - Throws: The ``MediaError`` of the first failed encode or write, or of finishing the file.
    public func finish() throws {
        try queue.finish()
    }

    /// A frame rate as a ratio: whole rates exactly, NTSC-style rates (29.97…) as n × 1000 / 1001, others to the
    /// thousandth; a rate that rounds to 0 thousandths as one frame per whole number of seconds, so that
    /// ``MovieWriter`` can name it when it refuses it.
    static func rational(_ rate: Double) -> Rational {
        if rate == rate.rounded() { return Rational(Int(rate), 1) }
        if rate < 0.0005 { return Rational(1, Int(min(1 / rate, Double(Int32.max)).rounded())) }
        let ntsc = rate * 1001 / 1000
        if abs(ntsc - ntsc.rounded()) < 1e-3 { return Rational(Int(ntsc.rounded()) * 1000, 1001) }
        return Rational(Int((rate * 1000).rounded()), 1000)
    }
}

@available(*, unavailable, message: "it owns a MovieWriteQueue, which one thread appends to")
extension VideoRecorder: Sendable {}
