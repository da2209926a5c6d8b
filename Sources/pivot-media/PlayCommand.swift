import ArgumentParser
import Foundation
import Orientation
import PivotCLI
import Pixels
import Player
import Video

/// `pivot play`: the landscape-first modal player on a simulated device, every frame rendered to PPM.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract:
            "Play a clip in the seed app's landscape-first modal player and render every frame (`simulate --render` draws any app).",
        discussion: """
            A portrait-only presenter presents the player full screen, without animation; the player prefers \
            landscapeLeft and supports every orientation but upside down. It plays from viewDidAppear, the device \
            turns as --rotate says, and the player is dismissed at the end of the clip.

            Writes frame-00000.ppm, frame-00001.ppm, ... (binary PPM, one per output frame at the clip's frame rate \
            or --fps) and manifest.json (each frame's time, clip time, interface orientation, canvas size, video \
            rectangle, close button rectangle, colours and contrast ratio, rotation progress; then the event log \
            as `pivot simulate --json` prints it) and contact-sheet.png (up to 16 evenly spaced frames, labelled) \
            into the --out folder, which is created if missing. Existing files are never overwritten unless \
            --overwrite is given; with it, the frames the previous run's manifest.json lists and this run does not \
            rewrite are removed (no other file is touched), so the folder holds exactly what the new manifest lists.

            A --rotate turn after the clip's end, or pushed past it by the rotation before it, cannot happen: \
            it is reported as "pivot: warning: ..." on stderr and in the manifest's "warnings" list. SIGINT, \
            SIGTERM and SIGHUP finish the frame being written, write the manifest ("interrupted": true) and exit \
            128 + the signal.

            Contrast rules: adaptive (default) keeps the white glyph at a WCAG contrast of at least 4.5:1 against \
            its plate over whatever the video shows; seed is the seed text's rule (red plate at 0.3 for a \
            portrait-shaped size, blue otherwise, decided in viewWillTransition(to:with:)); seed-traits follows the \
            vertical size class in willTransition(to:with:) and so never changes on a full-screen iPad, nor when \
            an iPad window is resized (a window's height class stays regular).

            With --record DIR the frames are stored in DIR as PNG references; with --verify DIR they are rendered \
            again (into --out, or a temporary folder) and compared with them, exactly unless --precision or \
            --perceptual-precision say otherwise. A difference or a missing reference exits with status 4 and leaves \
            a reference | actual | difference triptych per failing frame in --failures (default pivot-failures/); \
            --junit and --report write JUnit XML and an HTML report.
            """
    )

    @Argument(help: "The clip to play (or --scenario).")
    var clip: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Play a scenario's first player instead (an avPlayerViewController in the scenario's app): on the "
                + "scenario's device, pose, iOS release and window, so --device, --device-orientation, --ios-version "
                + "and --window are refused with it.",
            valueName: "file"))
    var scenario: String?

    @Option(
        name: .long,
        help:
            "The output folder for frame files, manifest.json and contact-sheet.png (created if missing); optional with --video, --record or --verify."
    )
    var out: String?

    @OptionGroup var snapshot: SnapshotOptions

    @OptionGroup var frames: FrameOutputArguments

    @Option(name: .long, help: "The device id (see `pivot devices`). (default: \(Self.defaultDevice.id))")
    var device: DeviceArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Device turns at clip times, as T:POSE,... (e.g. 1.0:portrait,2.0:landscapeRight).",
            discussion: "Poses are device orientations: device landscapeLeft is interface landscapeRight."))
    var rotate: RotationArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "iPad only: the window the app runs in, MODE[:WxH] (fullScreen, splitView, slideOver, stageManager, windowed).",
            discussion: "Split View and Slide Over take the widths the iPad offers (default: the narrowest), free-form "
                + "modes any size from 320x320 to the screen. The interface view shows the window alone; the device "
                + "view (--view device, and --video) draws the iPad's screen with a wallpaper and the window on it."))
    var window: WindowArgument?

    @Option(
        name: .long,
        help: "Window resizes at clip times, as T:WxH,... in points (e.g. 1.0:375x1024); needs --window.")
    var resize: ResizeArgument?

    @Option(
        name: .long,
        help:
            "The pose the device is held in when the player is presented. (default: \(DeviceOrientation.portrait.name))"
    )
    var deviceOrientation: DeviceOrientationArgument?

    @Option(name: .long, help: ArgumentHelp(IOSVersionArgument.help + " (default: \(IOSVersion.newest))"))
    var iosVersion: IOSVersionArgument?

    // Optional, so that giving one with --scenario (which decides them) is refused rather than ignored.
    private static var defaultDevice: DeviceArgument { DeviceArgument(argument: "iphone-15") }
    /// `--device`, or the default iPhone 15.
    private var chosenDevice: DeviceArgument { device ?? Self.defaultDevice }
    /// `--device-orientation`, or portrait.
    var pose: DeviceOrientation { deviceOrientation?.pose ?? .portrait }
    /// `--ios-version`, or the newest release.
    var version: IOSVersion { iosVersion?.version ?? .newest }

    @OptionGroup var rendering: RenderOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var color: ColorArguments

    @OptionGroup var stream: StreamOption

    @OptionGroup var aperture: ApertureOption

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        if out == nil, frames.video == nil, !snapshot.isActive {
            throw ValidationError("give --out DIR, --video FILE, --record DIR or --verify DIR")
        }
        try frames.validate()
        guard (clip == nil) != (scenario == nil) else { throw ValidationError("give a clip or --scenario, not both") }
        if scenario != nil {
            let given = [
                ("--device", device != nil), ("--device-orientation", deviceOrientation != nil),
                ("--ios-version", iosVersion != nil), ("--window", window != nil),
            ]
            if let option = given.first(where: \.1)?.0 {
                throw ValidationError("\(option) does not apply with --scenario: the scenario's own is used")
            }
        }
        try chosenDevice.model.get().validate(runs: version)
        _ = try rotate?.script.get()
        _ = try windowPlacement()
        if resize != nil, window == nil { throw ValidationError("--resize needs --window") }
        _ = try resize?.script.get()
    }

    func run() throws {
        logging.apply()
        Interrupt.install()
        let clip: String
        var playback: PlaybackSettings
        if let scenario {
            do throws(ScenarioSimulation.Failure) {
                (clip, playback) = try PlaybackSettings.scenarioPlayer(file: scenario)
            } catch {
                printError("\(scenario): \(error)")
                throw ExitCode(1)
            }
        } else {
            clip = self.clip!
            playback = PlaybackSettings(device: try chosenDevice.model.get())
            playback.deviceOrientation = pose
            playback.iosVersion = version
            playback.window = try windowPlacement()
        }
        playback.gravity = rendering.gravity
        playback.contrastRule = rendering.contrast
        playback.chrome = rendering.chromeSettings
        playback.scale = rendering.scale.renderScale.pixelsPerPoint(on: playback.device)
        playback.framesPerSecond = frames.framesPerSecond(displayRefreshRate: playback.displayRefreshRate)
        playback.rotations = try rotate?.script.get() ?? RotationScript()
        playback.resizes = try resize?.script.get() ?? ResizeScript()
        var options = PlayExport.Options(playback: playback)
        options.overwrite = output.overwrite
        options.color = color.options
        options.streamIndex = stream.index
        options.aperture = aperture.aperture
        options.format = frames.format.fileFormat
        options.video = frames.video
        options.view = frames.view
        // A video alone needs no folder; frame files go to --out, or through a temporary folder to --record/--verify.
        guard out != nil || snapshot.isActive else {
            try export(clip, options: options, folder: nil)
            return
        }
        try snapshot.withOutputFolder(out: out) { folder in
            let result = try export(clip, options: options, folder: folder)
            try snapshot.check(
                files: result.report.frames.compactMap(\.file), in: folder, group: "play \(clip)",
                title: "pivot play \(clip)", overwrite: output.overwrite)
        }
    }

    /// Plays `clip` into `folder` (and the video), with the progress bar or the terminal preview, then prints
    /// the summary.
    @discardableResult
    private func export(_ clip: String, options: PlayExport.Options, folder: String?) throws -> PlayExport.Result {
        let progress = RenderProgress(quiet: output.quiet, noPreview: frames.noPreview)
        let result: PlayExport.Result
        do {
            result = try PlayExport.run(
                clip: clip, folder: folder, options: options,
                progress: { record, total, picture in
                    progress.show(
                        index: record.index, of: total, time: record.time,
                        orientation: record.interfaceOrientation, picture: picture)
                },
                shouldStop: { Interrupt.isRequested })
        } catch {
            progress.finish()
            // The scenario's own failures (a crash, a player that never appears, another player's clip) are its file's.
            let isScenarios = error is ScenarioSimulation.Failure || error is PlaybackError
            throw exitStatus(
                reporting: error, file: isScenarios ? scenario ?? clip : clip, verbose: logging.verbose)
        }
        progress.finish()
        // Under --record or --verify without --out the manifest is in a temporary folder: not worth a summary.
        try finish(
            clip: clip, warnings: result.warnings, isInterrupted: result.isInterrupted,
            manifestPath: out == nil && folder != nil ? nil : result.manifestPath, quiet: output.quiet
        ) { PlaySummary.lines(result) }
        return result
    }

    /// The `--window` placement on the chosen device, pose and version, or `nil` without `--window`.
    private func windowPlacement() throws -> WindowPlacement? {
        guard let window else { return nil }
        let model = try chosenDevice.model.get()
        guard model.idiom == .pad else {
            throw ValidationError("--window: windows are for iPads; \(model.id) is an iPhone")
        }
        return try window.placement(on: model, pose: pose, version: version)
    }
}
