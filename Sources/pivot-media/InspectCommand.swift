import ArgumentParser
import Foundation
import PivotCLI
import Video

/// `pivot inspect`: what each clip is and how a player would show it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Report each clip's size, aspect ratios, rotation and frame rate, as a player would show it.",
        discussion: """
            SAR is the container's value first (as av_guess_sample_aspect_ratio decides), 1:1 when the clip \
            declares none; DAR is computed as ffprobe computes it (not rotation-aware); rotation is the display \
            matrix angle as ffprobe prints it (counter-clockwise degrees, -90 for an iPhone portrait recording). \
            The displayed size applies SAR, then swaps width and height for a quarter turn, or takes the bounding \
            box of the turned picture for another angle.

            With several files, a bad one is reported on stderr and the others are still inspected; the exit \
            status is then 1. A folder stands for the media files directly in it (not in its subfolders), by \
            name; a file FFmpeg does not open as media is skipped. A clip beyond Pivot's decoding limits is \
            still reported, with a warning (exit 0, as ffprobe does). With --json, one object is printed for one \
            file and an array for several; a file that cannot be read appears as {"file": ..., "error": ..., \
            "error_code": ...}. frame_count is the number of frames a player shows after the QuickTime edit list \
            (container_frame_count is the container's own count, ffprobe's nb_frames); with --count-frames it is the number of \
            frames that actually decode. sample_aspect_ratio is 1:1 when the clip declares none (ffprobe prints \
            N/A); sample_aspect_ratio_declared says which. color_*, field_order, start_time and duration carry \
            ffprobe's names and values, null where ffprobe leaves the key out; so do mastering_display and \
            content_light_level (the container's side data, else the first frame's). video_streams lists every video \
            stream and the one chosen: the most pixels, never cover art, as the ffmpeg CLI picks.
            """
    )

    @Argument(help: "The clips to inspect, or folders of clips.")
    var files: [String]

    @Flag(name: .long, help: "Print ffprobe-style JSON instead of a summary.")
    var json = false

    @Flag(name: .long, help: "Decode every frame and report how many there are (as ffprobe -count_frames does).")
    var countFrames = false

    @Option(
        help: ArgumentHelp(
            "The QuickTime aperture the aperture_* keys describe, like AVPlayerItem.videoApertureMode.",
            discussion: """
                clean (AVFoundation's default): cropped to the clap atom's clean aperture at the pasp pixel aspect; \
                production: the whole picture at the pixel aspect; encoded: the coded pixels. tapt's sizes win \
                where the track has them.
                """))
    var aperture: Aperture.Mode = .clean

    @OptionGroup var stream: StreamOption

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        logging.apply()
        var reports: [InspectReport] = []
        for (file, isInFolder) in MediaPaths.expand(files) {
            do {
                let media = try MediaFile(path: file, streamIndex: stream.index, enforcingLimits: false)
                var info = media.info
                // Each warning is printed as every command prints one (`pivot: warning: FILE: …`) and listed in the JSON.
                var warnings: [String] = []
                if let violation = info.limitViolation { warnings.append("\(violation); reporting the header only") }
                if let truncation = media.truncation { warnings.append("\(truncation)") }
                for warning in warnings { printError("warning: \(file): \(warning)") }
                if countFrames { info.video.shownFrameCount = try Self.decodedFrameCount(of: media) }
                if info.video.color.hdr != nil, info.video.hdrMetadata.isEmpty, info.limitViolation == nil {
                    info.video.hdrMetadata = Self.firstFrameHDRMetadata(of: media)
                }
                reports.append(.success(info, warnings: warnings))
            } catch {
                // In a folder, a file FFmpeg does not recognise as media is not a clip, so it is skipped.
                if isInFolder, error.is(MediaError.invalidData), error.operation == "avformat_open_input" { continue }
                printError(logging.verbose ? error.detailedDescription : error.description)
                reports.append(.failure(file: file, reason: error.description, code: error.code))
            }
        }
        if json {
            print(InspectReport.json(reports, aperture: aperture))
        } else {
            for case .success(let info, _) in reports { print(InspectReport.summary(of: info)) }
        }
        if reports.contains(where: \.isFailure) { throw ExitCode.failure }
    }

    /// The HDR metadata of the first frame, which HEVC and AV1 carry in the bitstream where the container has none
    /// (ffprobe shows it under `-show_frames`); empty when the first frame does not decode.
    private static func firstFrameHDRMetadata(of file: MediaFile) -> HDRMetadata {
        guard let reader = try? FrameReader(file: file), let frame = try? reader.next() else { return HDRMetadata() }
        return frame.hdrMetadata
    }

    /// How many frames decode from `file`: damaged packets are skipped, as ffprobe's `-count_frames` skips them.
    private static func decodedFrameCount(of file: MediaFile) throws(MediaError) -> Int {
        let reader = try FrameReader(file: file)
        var count = 0
        while try reader.next() != nil { count += 1 }
        return count
    }
}
