import ArgumentParser
import Foundation
import Orientation
import Player
import Video

/// `pivot play`: the landscape-first modal player on a simulated device, every frame rendered to PPM.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a clip in the landscape-first modal player on a simulated device and render every frame.",
        discussion: """
            A portrait-only presenter presents the player full screen, without animation; the player prefers \
            landscapeLeft and supports every orientation but upside down. It plays from viewDidAppear, the device \
            turns as --rotate says, and the player is dismissed at the end of the clip.

            Writes frame-00000.ppm, frame-00001.ppm, ... (binary PPM, one per output frame at the clip's frame rate \
            or --fps) and manifest.json (each frame's time, clip time, interface orientation, canvas size, video \
            rectangle, close button rectangle, colours and contrast ratio, rotation progress; then the event log \
            as `pivot simulate --json` prints it) and contact-sheet.png (up to 16 evenly spaced frames, labelled) \
            into the --out folder, which is created if missing. Existing \
            frame files are never overwritten unless --overwrite is given.

            Contrast rules: adaptive (default) keeps the white glyph at a WCAG contrast of at least 4.5:1 against \
            its plate over whatever the video shows; seed is the seed text's rule (red plate at 0.3 for a \
            portrait-shaped size, blue otherwise, decided in viewWillTransition(to:with:)); seed-traits follows the \
            vertical size class in willTransition(to:with:) and so never changes on a full-screen iPad.
            """
    )

    @Argument(help: "The clip to play.")
    var clip: String

    @Option(name: .long, help: "The output folder (created if missing).")
    var out: String

    @Option(name: .long, help: "The device id (see `pivot devices`).")
    var device = "iphone-15"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Device turns at clip times, as T:POSE,... (e.g. 1.0:portrait,2.0:landscapeRight).",
            discussion: "Poses are device orientations: device landscapeLeft is interface landscapeRight."))
    var rotate: String?

    @OptionGroup var rendering: RenderOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output frames per second, or `display` for the display's refresh rate (60 Hz).",
            discussion: "Default: the clip's frame rate when it is constant, the display's rate when it varies.",
            valueName: "rate|display"))
    var fps: FrameRateArgument?

    @Flag(name: .long, help: "Replace frame files and manifest.json left by an earlier run.")
    var overwrite = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var logging: LoggingOptions

    /// At most this many frames, evenly spaced, go on the contact sheet.
    private static let sheetCells = 16

    func validate() throws {
        guard DeviceCatalog.device(id: device) != nil else {
            throw ValidationError("unknown device \"\(device)\"; `pivot devices` lists them")
        }
        if let rotate, case .failure(let error) = RotationScript.parse(rotate) {
            throw ValidationError("--rotate: \(error)")
        }
    }

    func run() throws {
        logging.apply()
        Interrupt.install()
        let model = DeviceCatalog.device(id: device)!
        let source: ClipFrameSource
        do { source = try ClipFrameSource(path: clip) } catch { throw exitStatus(reporting: error, file: clip) }
        var run = PlaybackRun(source: source, device: model)
        run.gravity = rendering.gravity
        run.contrastRule = rendering.contrast
        run.scale = rendering.scale.renderScale.pixelsPerPoint(on: model)
        run.framesPerSecond = fps?.framesPerSecond(displayRefreshRate: run.displayRefreshRate)
        if let rotate { run.rotations = try RotationScript.parse(rotate).get() }
        run.shouldStop = { Interrupt.isRequested }

        let frameCount = run.outputFrameCount
        let sink: FileSink
        do {
            sink = try FileSink(folder: out, overwrite: overwrite)
            // One directory listing, however many frames the clip claims.
            let existing = sink.existingNames { name in
                if name == "manifest.json" || name == "contact-sheet.png" { return true }
                guard name.hasPrefix("frame-"), name.hasSuffix(".ppm") else { return false }
                return Int(name.dropFirst(6).dropLast(4)).map { $0 < frameCount } ?? false
            }
            if !overwrite, let first = existing.first(where: { $0.hasPrefix("frame-") }) ?? existing.first {
                printError(
                    "\(sink.path(for: first)): already exists (\(existing.count) output files would be "
                        + "overwritten); use --overwrite or another --out folder")
                throw ExitCode.failure
            }
        } catch {
            throw exitStatus(reporting: error, file: clip)
        }

        let summary = PlaySummary(quiet: quiet)
        let sheet = ContactSheet(columns: 4)
        let sheetStep = max(1, (frameCount + Self.sheetCells - 1) / Self.sheetCells)
        var sheetCells: [(label: String, image: RGBImage)] = []
        let report: PlaybackReport
        do {
            report = try run.play { frame, record in
                try sink.write(
                    parts: [
                        PPM.header(width: frame.image.width, height: frame.image.height),
                        frame.image.pixels,
                    ], to: record.file)
                if record.index % sheetStep == 0 {
                    let label = String(format: "t=%.2f ", record.time) + record.interfaceOrientation.name
                    sheetCells.append((label, ContactSheet.thumbnail(of: frame.image, fittingIn: sheet.thumbnailSide)))
                }
                summary.frameWritten(record, total: frameCount)
            }
        } catch {
            throw exitStatus(reporting: error, file: clip)
        }
        let manifest = report.manifest(
            clip: clip, device: device, scale: run.scale, gravity: rendering.gravity,
            contrast: rendering.contrast)
        do {
            try sink.write(Array((manifest.rendered() + "\n").utf8), to: "manifest.json")
            try sink.write(PNGEncoder.encode(sheet.render(sheetCells)), to: "contact-sheet.png")
        } catch {
            throw exitStatus(reporting: error, file: clip)
        }
        if let warning = source.warning { printError("\(clip): warning: \(warning)") }
        summary.finished(report, manifestPath: sink.path(for: "manifest.json"))
        if Interrupt.isRequested {
            printError("\(clip): interrupted; \(sink.path(for: "manifest.json")) lists the frames written")
            throw ExitCode(Interrupt.exitStatus)
        }
    }
}
