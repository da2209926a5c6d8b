import Foundation
import Video

/// The outcome of inspecting one file, and how `pivot inspect` prints it.
enum InspectReport {
    case success(MediaInfo)
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
        // Like ffprobe, no declared SAR means no DAR either; the summary's displayed size still assumes 1:1.
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
        second += video.frameCount.map { ", \($0) frames" } ?? ", frame count unknown"
        second += (info.duration ?? video.duration).map { ", \(String(format: "%.2f", $0)) s" } ?? ", duration unknown"
        return first + "\n" + second
    }

    /// One object for one report, an array for several, pretty-printed with ffprobe-style snake_case keys.
    static func json(_ reports: [InspectReport]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let documents = reports.map(Document.init)
        let data = try reports.count == 1 ? encoder.encode(documents[0]) : encoder.encode(documents)
        return String(decoding: data, as: UTF8.self)
    }

    /// A rate with at most two decimals and no trailing zeros: `30`, `29.97`, `12.5`.
    private static func formatted(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private struct Document: Encodable {
        var file: String
        var format: String?
        var duration: Double?
        var startTime: Double?
        var video: Stream?
        var videoStreams: [StreamEntry]?
        var error: String?
        var errorCode: Int32?

        init(_ report: InspectReport) {
            switch report {
            case .success(let info):
                file = info.path
                format = info.formatName
                duration = info.duration ?? info.video.duration
                startTime = info.startTime
                video = Stream(info.video)
                videoStreams = info.videoStreams.map { StreamEntry($0, chosen: $0.index == info.video.index) }
            case .failure(let path, let reason, let code):
                file = path
                error = reason
                errorCode = code
            }
        }
    }

    /// One entry of `video_streams`: every video stream, and which one is shown.
    private struct StreamEntry: Encodable {
        var index: Int
        var codec: String
        var width: Int
        var height: Int
        var attachedPic: Bool
        var chosen: Bool

        init(_ candidate: VideoStreamCandidate, chosen: Bool) {
            index = candidate.index
            codec = candidate.codecName
            width = candidate.width
            height = candidate.height
            attachedPic = candidate.isAttachedPicture
            self.chosen = chosen
        }
    }

    /// `dolby_vision`: the configuration record's fields with ffprobe's names.
    private struct DolbyVision: Encodable {
        var dvProfile: Int
        var dvLevel: Int
        var dvBlSignalCompatibilityId: Int
    }

    private struct Stream: Encodable {
        var index: Int
        var codec: String
        var width: Int
        var height: Int
        var sampleAspectRatio: String
        var sampleAspectRatioDeclared: Bool
        var displayAspectRatio: String
        var rotation: Int
        var mirrored: Bool
        var displayWidth: Int
        var displayHeight: Int
        var orientation: String
        var frameRate: String
        var frameCount: Int?
        var pixelFormat: String
        var colorRange: String?
        var colorSpace: String?
        var colorTransfer: String?
        var colorPrimaries: String?
        var hdr: String?
        var dolbyVision: DolbyVision?
        var fieldOrder: String?
        var alpha: Bool
        var startTime: Double?
        var duration: Double?

        init(_ video: VideoStreamInfo) {
            index = video.index
            codec = video.codecName
            width = video.width
            height = video.height
            sampleAspectRatio = video.sampleAspectRatio.aspectDescription
            sampleAspectRatioDeclared = video.declaresSampleAspectRatio
            displayAspectRatio = video.displayAspectRatio.aspectDescription
            rotation = video.rotation
            mirrored = video.isMirrored
            displayWidth = video.displaySize.width
            displayHeight = video.displaySize.height
            orientation = video.displayShape.rawValue
            frameRate = video.frameRate.rateDescription
            frameCount = video.frameCount
            pixelFormat = video.pixelFormat
            colorRange = video.color.range
            colorSpace = video.color.space
            colorTransfer = video.color.transfer
            colorPrimaries = video.color.primaries
            hdr = video.color.hdr?.rawValue
            dolbyVision = video.dolbyVision.map {
                DolbyVision(
                    dvProfile: $0.profile, dvLevel: $0.level, dvBlSignalCompatibilityId: $0.baseLayerCompatibility)
            }
            fieldOrder = video.fieldOrder
            alpha = video.hasAlpha
            startTime = video.startTime
            duration = video.duration
        }

        private enum CodingKeys: String, CodingKey {
            case index, codec, width, height, sampleAspectRatio, sampleAspectRatioDeclared, displayAspectRatio
            case rotation, mirrored, displayWidth, displayHeight, orientation, frameRate, frameCount, pixelFormat
            case colorRange, colorSpace, colorTransfer, colorPrimaries, hdr, dolbyVision, fieldOrder, alpha
            case startTime, duration
        }

        /// Every key is always present: an unknown value is `null` (where ffprobe would leave the key out), so
        /// a reader can tell "unknown" from "not reported".
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(codec, forKey: .codec)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(sampleAspectRatio, forKey: .sampleAspectRatio)
            try container.encode(sampleAspectRatioDeclared, forKey: .sampleAspectRatioDeclared)
            try container.encode(displayAspectRatio, forKey: .displayAspectRatio)
            try container.encode(rotation, forKey: .rotation)
            try container.encode(mirrored, forKey: .mirrored)
            try container.encode(displayWidth, forKey: .displayWidth)
            try container.encode(displayHeight, forKey: .displayHeight)
            try container.encode(orientation, forKey: .orientation)
            try container.encode(frameRate, forKey: .frameRate)
            try container.encodeIfPresent(frameCount, forKey: .frameCount)
            try container.encode(pixelFormat, forKey: .pixelFormat)
            try container.encode(colorRange, forKey: .colorRange)
            try container.encode(colorSpace, forKey: .colorSpace)
            try container.encode(colorTransfer, forKey: .colorTransfer)
            try container.encode(colorPrimaries, forKey: .colorPrimaries)
            try container.encode(hdr, forKey: .hdr)
            try container.encode(dolbyVision, forKey: .dolbyVision)
            try container.encode(fieldOrder, forKey: .fieldOrder)
            try container.encode(alpha, forKey: .alpha)
            try container.encode(startTime, forKey: .startTime)
            try container.encode(duration, forKey: .duration)
        }
    }
}
