import Foundation

/// ffprobe as the oracle: what the reference tool says about a clip, parsed from its JSON output.
public enum FFprobe {
    /// ffprobe's fields for a clip's first video stream and its container, or `nil` when ffprobe finds no video.
    ///
    /// - Parameters:
    ///   - path: The clip.
    ///   - countFrames: Also decode every frame and report `nb_read_frames`.
    /// - Throws: When ffprobe cannot open the file (its message is in the error).
    public static func videoStream(_ path: String, countFrames: Bool = false) throws -> VideoStream? {
        var arguments = ["-v", "error", "-select_streams", "v:0", "-show_streams", "-show_format", "-of", "json"]
        if countFrames { arguments.append("-count_frames") }
        let result = try Subprocess.run("ffprobe", arguments + [path])
        guard result.status == 0 else { throw ToolError(tool: "ffprobe", status: result.status, stderr: result.stderr) }
        let document = try JSONDecoder().decode(Document.self, from: result.stdout)
        guard var stream = document.streams.first else { return nil }
        stream.formatDuration = document.format.duration.flatMap(Double.init)
        stream.formatName = document.format.format_name
        return stream
    }

    /// The keys of ffprobe's `-show_streams` JSON that tests compare against.
    public struct VideoStream: Decodable, Sendable {
        public var index: Int
        public var codec_name: String
        public var width: Int
        public var height: Int
        public var sample_aspect_ratio: String?
        public var display_aspect_ratio: String?
        public var pix_fmt: String?
        public var avg_frame_rate: String
        public var r_frame_rate: String
        public var nb_frames: String?
        public var nb_read_frames: String?
        public var side_data_list: [SideData]?
        public var formatDuration: Double?
        public var formatName: String?

        /// The display-matrix rotation ffprobe printed, 0 when it printed none.
        public var rotation: Int { side_data_list?.compactMap(\.rotation).first ?? 0 }
    }

    /// One entry of ffprobe's `side_data_list`.
    public struct SideData: Decodable, Sendable {
        public var side_data_type: String?
        public var rotation: Int?
    }

    private struct Document: Decodable {
        var streams: [VideoStream]
        var format: Format
    }

    private struct Format: Decodable {
        var duration: String?
        var format_name: String?
    }
}

/// A reference tool exited with an error.
public struct ToolError: Error, CustomStringConvertible {
    public var tool: String
    public var status: Int32
    public var stderr: String
    public var description: String { "\(tool) exited \(status): \(stderr)" }
}
