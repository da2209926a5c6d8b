import Foundation

/// ffmpeg's `psnr` filter as the oracle for a written video: how closely its frames match reference pictures.
public enum PSNR {
    /// The average PSNR in dB between `video` and the numbered image files matched by `pattern` (an ffmpeg
    /// image2 pattern such as `frame-%05d.png`), both read at `rate`, after converting the pictures to the
    /// video's `yuv420p` as `MovieWriter` writes it, BT.709 limited range (a 4:2:0 video cannot match
    /// full-resolution RGB colour exactly).
    ///
    /// - Returns: The average and ffmpeg's count of compared frames.
    /// - Throws: When ffmpeg fails or prints no average (its log is in the error).
    public static func average(
        video: String, pictures pattern: String, rate: String
    ) throws -> (
        decibels: Double, frames: Int
    ) {
        let result = try Subprocess.run(
            "ffmpeg",
            [
                "-nostdin", "-hide_banner", "-i", video, "-framerate", rate, "-i", pattern, "-lavfi",
                "[1:v]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[reference];[0:v][reference]psnr", "-f",
                "null", "-",
            ])
        guard result.status == 0, let decibels = value(after: "average:", in: result.stderr),
            let frames = value(after: "frame=", in: result.stderr, last: true)
        else { throw ToolError(tool: "ffmpeg", status: result.status, stderr: result.stderr) }
        return (decibels, Int(frames))
    }

    private static func value(after label: String, in log: String, last: Bool = false) -> Double? {
        guard let range = last ? log.range(of: label, options: .backwards) : log.range(of: label) else { return nil }
        let text = log[range.upperBound...].drop { $0 == " " }.prefix { !$0.isWhitespace }
        return text == "inf" ? .infinity : Double(text)
    }
}
