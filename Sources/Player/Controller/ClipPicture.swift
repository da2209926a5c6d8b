import Orientation
import Pixels
import Video

/// One decoded picture of a clip and what its ``ClipFrameSource`` says about the clip, as a value that crosses
/// threads: each thread makes its own ``FrameSource`` from it and draws the picture with its own scaler, so a
/// clip is decoded once however many threads render it (`pivot matrix`'s renderers all show one moment).
///
/// Made by ``ClipFrameSource/currentPicture()``.
public struct ClipPicture: @unchecked Sendable {
    // Why unchecked: `frame` is a reference of its own to the decoded buffers (`VideoFrame.retained()`), which no
    // reader refills. Other threads only read it: `makeSource` takes a further reference of its own
    // (`av_frame_ref` reads the frame and counts the buffers' references atomically), and the pixels are only
    // read once decoded. The buffers are freed with the last reference, whichever thread drops it.

    /// The picture, or `nil` when none is shown yet (an empty edit, drawn as nothing).
    let frame: VideoFrame?
    let autorotate: Bool
    let color: ColorOptions
    let name: String
    let displaySize: Size
    let duration: Double
    let frameRate: Double
    let hasVariableFrameRate: Bool
    let endOfPictures: Double?

    /// A source that shows this picture at every time, drawing it with a scaler of its own with
    /// `sliceThreads` libswscale threads (0: one per core), as the ``ClipFrameSource`` it came from would.
    ///
    /// - Throws: A ``MediaError`` when FFmpeg cannot make a new reference to the picture.
    public func makeSource(sliceThreads: Int = 0) throws(MediaError) -> FrameSource {
        PictureFrameSource(
            picture: self, frame: try frame?.retained(),
            scaler: FrameScaler(autorotate: autorotate, color: color, sliceThreads: sliceThreads))
    }
}

/// A ``FrameSource`` that always shows one ``ClipPicture``.
private final class PictureFrameSource: FrameSource {
    let picture: ClipPicture
    /// This source's own reference to the picture.
    let frame: VideoFrame?
    let scaler: FrameScaler

    init(picture: ClipPicture, frame: VideoFrame?, scaler: FrameScaler) {
        self.picture = picture
        self.frame = frame
        self.scaler = scaler
    }

    var name: String { picture.name }
    var displaySize: Size { picture.displaySize }
    var duration: Double { picture.duration }
    var frameRate: Double { picture.frameRate }
    var hasVariableFrameRate: Bool { picture.hasVariableFrameRate }
    var endOfPictures: Double? { picture.endOfPictures }

    func advance(to time: Double) throws {}

    func draw(into canvas: inout RGBImage, rect: PixelRect) throws {
        guard let frame else { return }
        try scaler.scale(frame, into: &canvas, rect: rect)
    }
}
