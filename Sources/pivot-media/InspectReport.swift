import Foundation
import PivotJSON
import Video

/// The outcome of inspecting one file, and how `pivot inspect` prints it.
enum InspectReport {
    /// The clip, with the warnings `inspect` printed about it (the JSON's `warnings`).
    case success(MediaInfo, warnings: [String] = [])
    case failure(file: String, reason: String, code: Int32?)

    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }

    /// Two lines, for example:
    /// `Media/rot-iphone-portrait.mov: h264 1920x1080, SAR 1:1, DAR 16:9, rotation -90`
    /// `  displayed as 1080x1920 (portrait), 30 fps, 10 frames, 0.33 s`
    static func summary(of info: MediaInfo) -> String {
        let video = info.video
        var first = "\(info.path): \(video.codecName) \(video.width)x\(video.height), "
        // Like ffprobe, no declared SAR means no DAR either; the displayed size below still assumes 1:1.
        if video.declaresSampleAspectRatio {
            first +=
                "SAR \(video.sampleAspectRatio.aspectDescription), DAR \(video.displayAspectRatio.aspectDescription)"
        } else {
            first += "SAR N/A, DAR N/A"
        }
        first += ", rotation \(video.rotation)"
        if video.isMirrored { first += ", mirrored" }
        let display = video.displaySize
        var second = "  displayed as \(display.width)x\(display.height) (\(video.displayShape.rawValue))"
        second += video.frameRate.isValid ? ", \(formatted(video.frameRate.doubleValue)) fps" : ", frame rate unknown"
        let shown = video.shownFrameCount ?? video.frameCount
        second += shown.map { ", \($0) frames" } ?? ", frame count unknown"
        if let container = video.frameCount, container != shown {
            second += " (\(container) frames in the container, before the edit list)"
        }
        second += (info.duration ?? video.duration).map { ", \(String(format: "%.2f", $0)) s" } ?? ", duration unknown"
        return first + "\n" + second
    }

    /// One object for one report, an array for several, with ffprobe-style snake_case keys (`inspect` mirrors
    /// ffprobe; Pivot's own files use camelCase).
    ///
    /// `aperture` is the QuickTime aperture mode the `aperture_*` keys describe (AVFoundation's default is `clean`).
    static func json(_ reports: [InspectReport], aperture: Aperture.Mode = .clean) -> String {
        let documents = reports.map { $0.json(aperture: aperture) }
        return (reports.count == 1 ? documents[0] : .array(documents)).rendered()
    }

    /// A rate with at most two decimals and no trailing zeros: `30`, `29.97`, `12.5`.
    private static func formatted(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The report's JSON object; the container's absent values are left out, as ffprobe does.
    private func json(aperture: Aperture.Mode) -> JSONValue {
        switch self {
        case .success(let info, let warnings):
            var fields = [
                JSONValue.Field("file", .string(info.path)), JSONValue.Field("format", .string(info.formatName)),
            ]
            if let duration = info.duration ?? info.video.duration {
                fields.append(.init("duration", .number(duration)))
            }
            if let startTime = info.startTime { fields.append(.init("start_time", .number(startTime))) }
            let playability = info.iosPlayability
            fields.append(.init("ios_playable", .bool(playability.isPlayable)))
            fields.append(.init("ios_playable_reason", playability.reason.map(JSONValue.string) ?? .null))
            fields.append(.init("video", Self.json(info.video, aperture: aperture)))
            let streams = info.videoStreams.map { Self.json($0, chosen: $0.index == info.video.index) }
            fields.append(.init("video_streams", .array(streams)))
            fields.append(.init("warnings", .array(warnings.map(JSONValue.string))))
            return .object(fields)
        case .failure(let path, let reason, let code):
            var fields = [JSONValue.Field("file", .string(path)), JSONValue.Field("error", .string(reason))]
            if let code { fields.append(.init("error_code", .number(Double(code)))) }
            return .object(fields)
        }
    }

    /// `video`. The colour, field-order and timing keys are always present, `null` where ffprobe leaves the key
    /// out (an unspecified tag, an unknown time), so a reader can tell "unknown" from "not reported".
    private static func json(_ video: VideoStreamInfo, aperture mode: Aperture.Mode) -> JSONValue {
        var fields: [JSONValue.Field] = [
            .init("index", .number(Double(video.index))),
            .init("codec", .string(video.codecName)),
            .init("width", .number(Double(video.width))),
            .init("height", .number(Double(video.height))),
            .init("sample_aspect_ratio", .string(video.sampleAspectRatio.aspectDescription)),
            .init("sample_aspect_ratio_declared", .bool(video.declaresSampleAspectRatio)),
            .init("display_aspect_ratio", .string(video.displayAspectRatio.aspectDescription)),
            .init("rotation", .number(Double(video.rotation))),
            .init("mirrored", .bool(video.isMirrored)),
            .init("display_width", .number(Double(video.displaySize.width))),
            .init("display_height", .number(Double(video.displaySize.height))),
            .init("orientation", .string(video.displayShape.rawValue)),
            .init("frame_rate", .string(video.frameRate.rateDescription)),
        ]
        if let count = video.shownFrameCount ?? video.frameCount {
            fields.append(.init("frame_count", .number(Double(count))))
        }
        if let count = video.frameCount { fields.append(.init("container_frame_count", .number(Double(count)))) }
        fields.append(.init("pixel_format", .string(video.pixelFormat)))
        fields += [
            .init("color_range", optional(video.color.range, JSONValue.string)),
            .init("color_space", optional(video.color.space, JSONValue.string)),
            .init("color_transfer", optional(video.color.transfer, JSONValue.string)),
            .init("color_primaries", optional(video.color.primaries, JSONValue.string)),
            .init("hdr", optional(video.color.hdr?.rawValue, JSONValue.string)),
            .init("mastering_display", optional(video.hdrMetadata.masteringDisplay, json)),
            .init("content_light_level", optional(video.hdrMetadata.contentLightLevel, json)),
            .init("dolby_vision", optional(video.dolbyVision, json)),
            .init("stereo", optional(video.stereo, json)),
            .init(
                "clean_aperture",
                optional(video.aperture.crop(width: video.width, height: video.height, mode: .clean), json)),
            .init("aperture", .string(mode.rawValue)),
            .init("aperture_display_width", .number(apertureSize(video, mode).width)),
            .init("aperture_display_height", .number(apertureSize(video, mode).height)),
            .init("field_order", optional(video.fieldOrder, JSONValue.string)),
            .init("alpha", .bool(video.hasAlpha)),
            .init("start_time", optional(video.startTime, JSONValue.number)),
            .init("duration", optional(video.duration, JSONValue.number)),
        ]
        return .object(fields)
    }

    /// `dolby_vision`: the configuration record's fields with ffprobe's names.
    private static func json(_ record: DolbyVisionConfiguration) -> JSONValue {
        .object([
            .init("dv_profile", .number(Double(record.profile))),
            .init("dv_level", .number(Double(record.level))),
            .init("dv_bl_signal_compatibility_id", .number(Double(record.baseLayerCompatibility))),
        ])
    }

    /// `stereo`: the MV-HEVC layout (`vexu`, `hfov`), absent values `null`.
    private static func json(_ stereo: StereoLayout) -> JSONValue {
        .object([
            .init("views", .number(Double(stereo.views))),
            .init("hero_eye", stereo.heroEye.map(JSONValue.string) ?? .null),
            .init("baseline_mm", stereo.baselineMillimetres.map(JSONValue.number) ?? .null),
            .init("horizontal_fov", stereo.horizontalFieldOfView.map(JSONValue.number) ?? .null),
        ])
    }

    /// `clean_aperture`: the part of the coded picture the `clap` atom keeps, in coded pixels from the top left.
    private static func json(_ crop: (x: Double, y: Double, width: Double, height: Double)) -> JSONValue {
        .object([
            .init("x", .number(crop.x)), .init("y", .number(crop.y)), .init("width", .number(crop.width)),
            .init("height", .number(crop.height)),
        ])
    }

    /// The size a QuickTime player shows in `mode` (``Aperture/displaySize(width:height:mode:)``), rounded, swapped
    /// when the display matrix turns the picture a quarter.
    private static func apertureSize(_ video: VideoStreamInfo, _ mode: Aperture.Mode) -> (width: Double, height: Double)
    {
        let size = video.aperture.displaySize(width: video.width, height: video.height, mode: mode)
        let (width, height) = (size.width.rounded(), size.height.rounded())
        return video.transform.swapsDimensions ? (height, width) : (width, height)
    }

    /// `mastering_display`: ffprobe's fields and values ("Mastering display metadata": fractions as "num/den").
    private static func json(_ display: HDRMetadata.MasteringDisplay) -> JSONValue {
        let names = ["red_x", "red_y", "green_x", "green_y", "blue_x", "blue_y", "white_point_x", "white_point_y"]
        var fields = names.compactMap { name in
            display.primaries?[name].map { JSONValue.Field(name, .string($0.rateDescription)) }
        }
        if let min = display.minLuminance, let max = display.maxLuminance {
            fields += [
                .init("min_luminance", .string(min.rateDescription)),
                .init("max_luminance", .string(max.rateDescription)),
            ]
        }
        return .object(fields)
    }

    /// `content_light_level`: ffprobe's fields ("Content light level metadata"), in cd/m².
    private static func json(_ level: HDRMetadata.ContentLightLevel) -> JSONValue {
        .object([
            .init("max_content", .number(Double(level.maxContent))),
            .init("max_average", .number(Double(level.maxAverage))),
        ])
    }

    /// One entry of `video_streams`: a video stream, and whether it is the one shown.
    private static func json(_ candidate: VideoStreamCandidate, chosen: Bool) -> JSONValue {
        .object([
            .init("index", .number(Double(candidate.index))),
            .init("codec", .string(candidate.codecName)),
            .init("width", .number(Double(candidate.width))),
            .init("height", .number(Double(candidate.height))),
            .init("attached_pic", .bool(candidate.isAttachedPicture)),
            .init("chosen", .bool(chosen)),
        ])
    }

    private static func optional<Value>(_ value: Value?, _ make: (Value) -> JSONValue) -> JSONValue {
        value.map(make) ?? .null
    }
}
