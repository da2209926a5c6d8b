import Orientation
import Pixels
import Video

/// The pictures of a clip, by playback time, for the player to draw.
///
/// The player depends on this protocol rather than on the decoder, so its tests can script the pictures.
/// ``ClipFrameSource`` is the FFmpeg-backed implementation.
public protocol FrameSource: AnyObject {
    /// The path or name of the clip, for the event log and the manifest.
    var name: String { get }
    /// The picture's size on screen in square pixels (pixel aspect ratio and display matrix applied).
    var displaySize: Size { get }
    /// The clip's duration in seconds.
    var duration: Double { get }
    /// The clip's frame rate in frames per second (0 when unknown).
    var frameRate: Double { get }
    /// Whether the clip's pictures come at a variable rate, so that sampling at ``frameRate`` would skip some.
    var hasVariableFrameRate: Bool { get }

    /// The clip time at which the pictures ran out (the last picture's time plus one frame) once decoding has
    /// reached the end of the data; `nil` before that. A damaged clip may run out long before its claimed
    /// ``duration``.
    var endOfPictures: Double? { get }

    /// Makes the picture presented at clip time `time` the current one. Time only moves forward.
    func advance(to time: Double) throws
    /// Draws the current picture scaled into `rect` of `canvas`; `rect` lies inside the canvas.
    func draw(into canvas: inout RGBImage, rect: PixelRect) throws
}
