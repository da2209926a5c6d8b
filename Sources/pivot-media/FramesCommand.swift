import ArgumentParser
import Export
import Foundation
import Pixels
import Player
import Video

/// `pivot frames FILE --out DIR`: every frame (or chosen ones) upright, as PPM or PNG files with a `frames.json`.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Write a clip's frames upright at display size as binary PPM (or PNG) images.",
        discussion: """
            Frames are named frame-00000.ppm, frame-00001.ppm, ... (.png with --format png) in output order, and DIR/frames.json lists \
            each one with its source index, presentation time and size. DIR and its parents are created when \
            missing. Existing files are never replaced unless --overwrite is given; with it, the frames the \
            previous run's frames.json lists and this run does not write are removed (no other file is touched). \
            Problems that do not stop the export are printed as "pivot: warning: ..." and listed under "warnings" \
            in frames.json. SIGINT, SIGTERM and SIGHUP finish the frame being written, write frames.json \
            ("interrupted": true) and exit 128 + the signal.
            """)

    @Argument(help: "The clip to read.")
    var file: String

    @Option(
        name: .long, help: ArgumentHelp("The output folder (created with its parents if missing).", valueName: "dir"))
    var out: String

    @OptionGroup var output: OutputOptions

    @OptionGroup var format: FrameFormatOption

    @Option(help: ArgumentHelp("Write every Nth frame, starting with the first.", valueName: "n"))
    var every: Int = 1

    @Option(help: ArgumentHelp("Output size instead of the display size.", valueName: "WxH"))
    var size: FrameSize?

    @Option(
        help: ArgumentHelp(
            "Write the first frame at or after each time (seconds, comma-separated), like ffmpeg -ss.",
            valueName: "t1,t2,..."))
    var at: TimeList?

    @Flag(help: "Keep the stored orientation (do not apply the display matrix).")
    var noAutorotate = false

    @Option(help: ArgumentHelp("Decoder threads; 0 uses one per core.", valueName: "n"))
    var threads: Int = 0

    @OptionGroup var color: ColorArguments

    @OptionGroup var stream: StreamOption

    @OptionGroup var aperture: ApertureOption

    @OptionGroup var logging: LoggingOptions

    @Flag(help: .hidden)
    var decodeOnly = false

    func validate() throws {
        guard every >= 1 else { throw ValidationError("--every must be at least 1.") }
        guard threads >= 0 else { throw ValidationError("--threads must be 0 (automatic) or more.") }
        if at != nil, every != 1 { throw ValidationError("--at and --every cannot be combined.") }
    }

    func run() throws {
        logging.apply()
        Interrupt.install()
        let options = FrameExport.Options(
            selection: at.map { .times($0.seconds) } ?? .every(every),
            size: size.map { ($0.width, $0.height) },
            autorotate: !noAutorotate, overwrite: output.overwrite, format: format.fileFormat, threadCount: threads,
            decodeOnly: decodeOnly,
            color: color.options, streamIndex: stream.index, aperture: aperture.aperture)
        let bar = ProgressBar(unit: "frames", enabled: !output.quiet)
        let summary: FrameExport.Summary
        do {
            summary = try FrameExport.run(
                path: file, folder: out, options: options,
                progress: { bar.update(count: decodeOnly ? $0.decoded : $0.written, total: $0.expectedTotal) },
                shouldStop: { Interrupt.isRequested })
        } catch {
            bar.finish()
            throw exitStatus(reporting: error, file: file, verbose: logging.verbose)
        }
        bar.finish()
        try finish(
            clip: file, warnings: summary.warnings, isInterrupted: summary.isInterrupted,
            manifestPath: summary.manifestPath ?? out, quiet: output.quiet
        ) { [FramesReport.summaryLine(summary, folder: out, decodeOnly: decodeOnly)] }
    }
}

/// The lines `pivot frames` prints, kept out of `run()` so they can be checked without a clip.
enum FramesReport {
    /// `wrote 300 frames (1080x1920, upright) to dumps/`.
    static func summaryLine(_ summary: FrameExport.Summary, folder: String, decodeOnly: Bool) -> String {
        if decodeOnly { return "decoded \(summary.decodedFrames) frames" }
        let count = summary.frames.count
        let noun = count == 1 ? "frame" : "frames"
        let folderText = folder.hasSuffix("/") ? folder : folder + "/"
        guard let first = summary.frames.first else { return "wrote 0 frames to \(folderText)" }
        let orientation = summary.autorotate ? "upright" : "as stored"
        return "wrote \(count) \(noun) (\(first.width)x\(first.height), \(orientation)) to \(folderText)"
    }
}

/// `--size WxH`.
struct FrameSize: ExpressibleByArgument, Equatable {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
            width <= MediaLimits.maxDimension, height <= MediaLimits.maxDimension
        else { return nil }
        self.width = width
        self.height = height
    }
}

/// `--at 0.5,1.0,2.25`.
struct TimeList: ExpressibleByArgument, Equatable {
    var seconds: [Double]

    init?(argument: String) {
        let values = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { (0...MediaLimits.maxDuration).contains($0) } == true })
        else { return nil }
        self.seconds = values.map { $0! }
    }
}
