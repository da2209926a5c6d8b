import Foundation

/// ffprobe as the oracle: what the reference tool says about a clip, parsed from its JSON output.
public enum FFprobe {
    /// ffprobe's fields for a clip's first video stream and its container, or `nil` when ffprobe finds no video.
    ///
    /// - Parameters:
    ///   - path: The clip.
    ///   - countFrames: Also decode every frame and report `nbReadFrames`.
    /// - Throws: When ffprobe cannot open the file (its message is in the error).
    ///   - streamIndex: The container index of the stream to report instead of the first video stream.
    public static func videoStream(
        _ path: String, countFrames: Bool = false, streamIndex: Int? = nil
    ) throws
        -> VideoStream?
    {
        let selection = streamIndex.map(String.init) ?? "v:0"
        var arguments = ["-v", "error", "-select_streams", selection, "-show_streams", "-show_format", "-of", "json"]
        if countFrames { arguments.append("-count_frames") }
        let result = try Subprocess.run("ffprobe", arguments + [path])
        guard result.status == 0 else { throw ToolError(tool: "ffprobe", status: result.status, stderr: result.stderr) }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let document = try decoder.decode(Document.self, from: result.stdout)
        guard var stream = document.streams.first else { return nil }
        stream.formatDuration = document.format.duration.flatMap(Double.init)
        stream.formatName = document.format.formatName
        stream.formatStartTime = document.format.startTime.flatMap(Double.init)
        return stream
    }

    /// The keys of ffprobe's `-show_streams` JSON that tests compare against.
    public struct VideoStream: Decodable, Sendable {
        public var index: Int
        public var codecName: String
        public var width: Int
        public var height: Int
        public var sampleAspectRatio: String?
        public var displayAspectRatio: String?
        public var pixFmt: String?
        public var avgFrameRate: String
        public var rFrameRate: String
        public var nbFrames: String?
        public var nbReadFrames: String?
        public var sideDataList: [SideData]?
        public var formatDuration: Double?
        public var formatName: String?
        public var formatStartTime: Double?
        public var colorRange: String?
        public var colorSpace: String?
        public var colorTransfer: String?
        public var colorPrimaries: String?
        public var fieldOrder: String?
        public var startTime: String?
        public var duration: String?

        /// The display-matrix rotation ffprobe printed, 0 when it printed none.
        public var rotation: Int { sideDataList?.compactMap(\.rotation).first ?? 0 }
    }

    /// One entry of ffprobe's `sideDataList`.
    public struct SideData: Decodable, Sendable {
        public var sideDataType: String?
        public var rotation: Int?
    }

    private struct Document: Decodable {
        var streams: [VideoStream]
        var format: Format
    }

    private struct Format: Decodable {
        var duration: String?
        var formatName: String?
        var startTime: String?
    }
}

/// A reference tool exited with an error.
public struct ToolError: Error, CustomStringConvertible {
    public var tool: String
    public var status: Int32
    public var stderr: String
    public var description: String { "\(tool) exited \(status): \(stderr)" }
}
