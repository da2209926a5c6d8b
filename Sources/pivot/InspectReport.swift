import Foundation
import Video

/// The outcome of inspecting one file, and how `pivot inspect` prints it.
enum InspectReport {
    case success(MediaInfo)
    case failure(file: String, reason: String)

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
        first += "SAR \(video.sampleAspectRatio.aspectDescription), DAR \(video.displayAspectRatio.aspectDescription)"
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
        var video: Stream?
        var error: String?

        init(_ report: InspectReport) {
            switch report {
            case .success(let info):
                file = info.path
                format = info.formatName
                duration = info.duration ?? info.video.duration
                video = Stream(info.video)
            case .failure(let path, let reason):
                file = path
                error = reason
            }
        }
    }

    private struct Stream: Encodable {
        var index: Int
        var codec: String
        var width: Int
        var height: Int
        var sampleAspectRatio: String
        var displayAspectRatio: String
        var rotation: Int
        var mirrored: Bool
        var displayWidth: Int
        var displayHeight: Int
        var orientation: String
        var frameRate: String
        var frameCount: Int?
        var pixelFormat: String

        init(_ video: VideoStreamInfo) {
            index = video.index
            codec = video.codecName
            width = video.width
            height = video.height
            sampleAspectRatio = video.sampleAspectRatio.aspectDescription
            displayAspectRatio = video.displayAspectRatio.aspectDescription
            rotation = video.rotation
            mirrored = video.isMirrored
            displayWidth = video.displaySize.width
            displayHeight = video.displaySize.height
            orientation = video.displayShape.rawValue
            frameRate = video.frameRate.rateDescription
            frameCount = video.frameCount
            pixelFormat = video.pixelFormat
        }
    }
}
