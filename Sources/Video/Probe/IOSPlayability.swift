/// Whether an iPhone's AVFoundation would play a clip, from its container and codec: a plain value for `inspect`'s
/// `ios_playable` and the warning `frames` and `play` give once (issue 26).
///
/// Sources: `AVURLAsset.audiovisualTypes()` (QuickTime, MPEG-4, 3GPP and MPEG transport streams; no Matroska, WebM
/// or AVI), Apple's iPhone technical specifications ("Video playback": HEVC, H.264, MPEG-4 Part 2, Motion JPEG; AV1
/// hardware decoding from iPhone 15 Pro; ProRes from iPhone 13 Pro) and `VTIsHardwareDecodeSupported` /
/// WWDC 2020 (VP9 only for WebRTC and streaming, not `AVURLAsset` files). See `docs/media-truth.md`.
public struct IOSPlayability: Sendable, Hashable {
    /// Whether an iPhone would play the clip.
    public var isPlayable: Bool
    /// Why not (or on which devices only), `nil` when it plays everywhere.
    public var reason: String?

    /// The verdict for a container FFmpeg names `formatName` holding a video stream of `codecName`.
    public init(formatName: String, codecName: String) {
        let containers = ["mov,mp4,m4a,3gp,3g2,mj2": true, "mpegts": true]
        guard containers[formatName] == true else {
            let what =
                switch formatName {
                case "matroska,webm": "a Matroska/WebM container"
                case let name where name.hasSuffix("_pipe") || name == "image2": "a still image (\(name)), not a movie"
                default: "a \(formatName) file"
                }
            (isPlayable, reason) = (false, "\(what): AVFoundation opens QuickTime, MPEG-4, 3GPP and MPEG-TS files")
            return
        }
        switch codecName {
        case "h264", "hevc", "mpeg4", "mjpeg":
            (isPlayable, reason) = (true, nil)
        case "prores":
            (isPlayable, reason) = (true, "ProRes plays on iPhone 13 Pro and later only")
        case "av1":
            (isPlayable, reason) = (false, "AV1 needs the hardware decoder of iPhone 15 Pro or later")
        case "vp9":
            (isPlayable, reason) = (false, "VP9 is not decoded by AVFoundation for files")
        default:
            (isPlayable, reason) = (false, "\(codecName) video is not decoded by AVFoundation")
        }
    }

    /// The warning `frames` and `play` print once, `nil` when the clip plays.
    public var warning: String? {
        isPlayable ? nil : "an iPhone would not play this: \(reason ?? "unsupported")"
    }
}
