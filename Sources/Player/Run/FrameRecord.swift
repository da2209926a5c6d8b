import Foundation
import Orientation
import Pixels
import Video

/// One output frame of a playback run, as the manifest lists it: geometry in canvas pixels.
public struct FrameRecord: Sendable {
    /// The output index, from 0.
    public var index: Int
    /// The file name the frame is written to (``OutputFolder/frameFileName(index:)``), or `nil` when the run
    /// writes no frame files (a video alone).
    public var file: String?
    /// Virtual time since the run started, in seconds.
    public var time: Double
    /// The playback position, in seconds.
    public var clipTime: Double
    /// Whether the playback clock was running.
    public var isPlaying: Bool
    /// The interface orientation in force.
    public var interfaceOrientation: InterfaceOrientation
    /// The canvas size in pixels.
    public var canvasWidth: Int
    /// The canvas height in pixels.
    public var canvasHeight: Int
    /// The video's rectangle.
    public var videoRect: PixelRect
    /// The close button as drawn.
    public var closeButton: RenderedButton
    /// The running rotation, if any.
    public var transition: PlayerPresentation.Transition?
    /// How the device is held and how the interface sits on it, for the device view.
    public var deviceView: DeviceViewState

    init(
        index: Int, file: String?, time: Double, clipTime: Double, isPlaying: Bool,
        interfaceOrientation: InterfaceOrientation,
        rendered: RenderedFrame, transition: PlayerPresentation.Transition?, deviceView: DeviceViewState
    ) {
        self.index = index
        self.file = file
        self.time = time
        self.clipTime = clipTime
        self.isPlaying = isPlaying
        self.interfaceOrientation = interfaceOrientation
        self.canvasWidth = rendered.image.width
        self.canvasHeight = rendered.image.height
        self.videoRect = rendered.videoRect
        self.closeButton = rendered.closeButton
        self.transition = transition
        self.deviceView = deviceView
    }
}
