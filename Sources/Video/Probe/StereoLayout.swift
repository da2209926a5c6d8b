/// The stereo layout of an MV-HEVC spatial video track, from Apple's video extended usage atom (`vexu` in the
/// sample description: `eyes`/`stri`, `hero`, `cams`/`blin`) and the horizontal field of view (`hfov`) beside it
/// (Apple, "QuickTime and ISO Base Media File Formats and Spatial and Immersive Media", 2024).
public struct StereoLayout: Sendable, Hashable {
    /// How many eye views the track has (`stri`: left and right flags).
    public var views: Int
    /// The eye a 2D player shows (`hero`: `left`, `right`), `nil` when the track does not say.
    public var heroEye: String?
    /// The distance between the cameras in millimetres (`blin`, stored in micrometres).
    public var baselineMillimetres: Double?
    /// The horizontal field of view in degrees (`hfov`, stored in thousandths of a degree).
    public var horizontalFieldOfView: Double?
}
