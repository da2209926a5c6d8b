import Foundation

/// ffmpeg as the oracle for what a written video shows: its frames decoded to 8-bit grey (full range).
public enum GreyFrames {
    /// Every frame of `video`, each `width` × `height` grey bytes, row by row.
    ///
    /// - Throws: When ffmpeg fails (its log is in the error).
    public static func decode(_ video: String, width: Int, height: Int) throws -> [[UInt8]] {
        let result = try Subprocess.run(
            "ffmpeg", ["-nostdin", "-v", "error", "-i", video, "-f", "rawvideo", "-pix_fmt", "gray", "-"])
        guard result.status == 0 else { throw ToolError(tool: "ffmpeg", status: result.status, stderr: result.stderr) }
        let bytes = [UInt8](result.stdout)
        let area = width * height
        return stride(from: 0, to: bytes.count - area + 1, by: area).map { Array(bytes[$0..<($0 + area)]) }
    }

    /// The mean of `frame`'s rows `rows` (of a frame `width` wide).
    public static func mean(_ frame: [UInt8], width: Int, rows: Range<Int>) -> Double {
        let values = frame[(rows.lowerBound * width)..<(rows.upperBound * width)]
        return Double(values.reduce(0) { $0 + Int($1) }) / Double(values.count)
    }
}
