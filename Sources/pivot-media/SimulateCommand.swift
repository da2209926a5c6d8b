import ArgumentParser
import Chrome
import Foundation
import Orientation
import PivotCLI
import Player
import Snapshot
import Video

/// `pivot simulate FILE [--json]`: replays a scenario file through the orientation engine.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replay a scenario file and print what UIKit would decide and call.",
        discussion: """
            A scenario file is JSON: the device ("device": an id from `pivot devices`), the iOS release whose UIKit \
            rules apply ("iosVersion": "\(IOSVersion.oldest)" to "\(IOSVersion.newest)", the newest release Apple \
            documents and the default; --ios-version overrides it), the initial pose ("deviceOrientation"), the \
            rotation lock, the app's Info.plist keys and delegates' answers ("app": supportedOrientations, \
            supportedOrientationsPad, supportedOrientationsPhone, delegateOrientations, sceneDelegateOrientations \
            (27+), sceneManifest (false: the app delegate life cycle), requiresFullScreen), the root \
            controller ("root": id, kind content|navigation|tabBar|container|player|carousel, supportedOrientations, \
            shouldAutorotate, preferredOrientationForPresentation, forwardsToTop, tabPolicy, children, ...), and \
            "steps": rotate, present (with style), dismiss, push/pop, select, addChild/removeChild, rotationLock, wait, \
            swipe, setSupportedOrientations (on a controller, "app" or "scene"), \
            setNeedsUpdateOfSupportedInterfaceOrientations (16+), \
            attemptRotationToDeviceOrientation, requestGeometryUpdate (16+), forceDeviceOrientation.

            The output starts with the device and the iOS version in force, then lists, per step, the interface orientation and window size after it, then every callback with \
            its virtual time. --json prints the same as one JSON object.

            Exit status: 0 on success; 1 if the file is unreadable or invalid (one line on stderr with the JSON path \
            of the problem, nothing on stdout); 3 if the simulated app would crash with \
            UIApplicationInvalidInterfaceOrientation, or from iOS 27 fail to launch without the scene life cycle \
            ("sceneManifest": false) (the output stops after the failing step, which carries the error). docs/scenarios.md documents the format in full; examples are in scenarios/.

            With --record DIR the text report of each scenario NAME.json (or of every .json file in a folder) is \
            stored as DIR/NAME.txt; with --verify DIR it is compared with it, and a difference or a missing \
            reference exits with status 4, printing the unified diff (--junit and --report write JUnit XML and an \
            HTML report, --result the JSON `pivot report merge` joins). A scenario that cannot be simulated (invalid, \
            or invalid on the --ios-version) is reported as a failed check and the others are still checked; the \
            status is then the first such file's (1, or 2). --shard K/N checks only part K of N of the folder's \
            files, dealt in turn in name order (docs/sharding.md). A controller under a navigation or tab bar \
            reports the bar's height in its safe area (viewSafeAreaInsetsDidChange), as UIKit adds it; with \
            --chrome none the bars are not drawn and add nothing.

            With --render DIR the scenario is drawn over virtual time into DIR, as `pivot play` draws its clip: \
            every controller's view at its UIKit frame (a player shows its real clip; other controllers a panel \
            with their title; sheets, form sheets and popovers at the frames docs/presentation-frames.md gives) \
            under the system chrome (status bar, navigation and tab bars, home indicator, grabber; --chrome none \
            for flat panels with their ids, --appearance dark), one frame per 1/--fps seconds; a wait takes its \
            seconds and a rotation its animation. --format, --video, --view, --scale, --fps and --no-preview work \
            as on play; DIR gets frame files, contact-sheet.png and manifest.json (each frame's views and their \
            frames). With --record/--verify the rendered frames are the references. Exit status 3 still means the app \
            would crash; the frames up to the crash are written.
            """)

    @Argument(help: "The scenario file (JSON); with --record or --verify also a folder of them.")
    var file: String

    @Flag(help: "Print the result as JSON instead of text.")
    var json = false

    @Option(
        name: .long,
        help: """
            The iOS release whose UIKit rules apply (\(IOSVersion.acceptedRange)), overriding the \
            file's "iosVersion".
            """)
    var iosVersion: IOSVersionArgument?

    @OptionGroup var snapshot: SnapshotOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --record or --verify: check only part K of N of the folder's scenarios (dealt in turn by name), "
                + "for one job of a CI matrix.",
            valueName: "K/N"))
    var shard: ShardArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw the scenario over virtual time into this folder (frame files, manifest.json, contact-sheet.png).",
            valueName: "dir"))
    var render: String?

    @OptionGroup var frames: FrameOutputArguments

    @OptionGroup var rendering: RenderOptions

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if shard != nil, !snapshot.isActive || render != nil || frames.video != nil {
            throw ValidationError("--shard needs --record or --verify, without --render or --video")
        }
    }

    func run() throws {
        FFmpegLog.setLevel(.quiet)
        if render != nil || frames.video != nil { return try renderScenario() }
        guard !snapshot.isActive else { return try checkReports() }
        let result = try simulate(file)
        print(json ? result.jsonReport : result.textReport, terminator: "")
        if result.crash != nil { throw ExitCode(3) }
    }

    /// Replays the scenario at `path` under `--ios-version`; an unreadable or invalid scenario, or a clip that
    /// cannot be opened, is one line naming the file and exit status 1.
    private func simulate(_ path: String) throws -> ScenarioResult {
        do throws(ScenarioSimulation.Failure) {
            return try ScenarioSimulation.run(
                file: path, iosVersion: iosVersion?.version, drawsSystemBars: rendering.chromeSettings.drawsSystemBars)
        } catch {
            printError("\(path): \(error)")
            throw ExitCode(error.exitStatus)
        }
    }

    /// `--record`/`--verify`: each scenario's text report against `NAME.txt` for `NAME.json`; a folder runs every
    /// `.json` file directly in it, sorted by name (of them, `--shard`'s only). A scenario that cannot be
    /// simulated (invalid, or invalid on the chosen iOS version) is a failed check with its one-line reason, and
    /// the others are still checked; the run then ends with that first file's status (1, or 2 for a version its
    /// device never ran) instead of 4.
    private func checkReports() throws {
        var isFolder: ObjCBool = false
        let files =
            FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && isFolder.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: file).filter { $0.hasSuffix(".json") }.sorted()
                .map { (file as NSString).appendingPathComponent($0) }
            : [file]
        guard var run = try snapshot.makeRun() else { return }
        let positions = files.indices.filter { shard?.shard.contains(position: $0) ?? true }
        var failureStatus: ExitCode?
        for path in positions.map({ files[$0] }) {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".txt"
            let group = "simulate \(file)"
            let result: ScenarioResult
            do throws(ScenarioSimulation.Failure) {
                result = try ScenarioSimulation.run(
                    file: path, iosVersion: iosVersion?.version,
                    drawsSystemBars: rendering.chromeSettings.drawsSystemBars)
            } catch {
                run.addFailure(named: name, group: group, message: "\(path): \(error)")
                failureStatus = failureStatus ?? ExitCode(error.exitStatus)
                continue
            }
            try run.check(result.textReport, named: name, group: group)
        }
        try snapshot.finish(
            run, title: "pivot simulate \(file)", positions: positions, shard: shard?.shard,
            overwrite: output.overwrite,
            failureStatus: failureStatus ?? SnapshotOptions.mismatchExitCode)
    }

    /// `--render` or `--video`: draws the scenario into the folder (and the video), with the progress bar or the
    /// preview; under `--record`/`--verify` the frames are checked as `play`'s are. A video alone needs no folder:
    /// its manifest goes beside it.
    private func renderScenario() throws {
        Interrupt.install()
        var options = ScenarioRender.Options()
        options.iosVersion = iosVersion?.version
        options.format = frames.format.fileFormat
        options.video = frames.video
        options.view = frames.view
        options.overwrite = output.overwrite
        options.gravity = rendering.gravity
        options.contrastRule = rendering.contrast
        options.chrome = rendering.chromeSettings
        options.scale = rendering.scale.renderScale
        options.framesPerSecond = frames.framesPerSecond(displayRefreshRate: nil)
        let result: ScenarioRender.Result
        if render == nil, !snapshot.isActive {
            result = try draw(options: options, folder: nil)
            try end(result, manifestPath: result.manifestPath)
        } else {
            result = try snapshot.withOutputFolder(out: render) { folder in
                let result = try draw(options: options, folder: folder)
                // Under --record or --verify without --render the manifest is in a temporary folder.
                try end(result, manifestPath: render == nil ? nil : result.manifestPath)
                try snapshot.check(
                    files: result.frames.compactMap(\.file), in: folder, group: "simulate \(file)",
                    title: "pivot simulate \(file) --render", overwrite: output.overwrite)
                return result
            }
        }
        if result.scenario.crash != nil { throw ExitCode(3) }
    }

    /// Ends a render the way every command that writes files ends (``finish(clip:warnings:isInterrupted:manifestPath:quiet:summary:)``).
    private func end(_ result: ScenarioRender.Result, manifestPath: String?) throws {
        try finish(
            clip: file, warnings: [], isInterrupted: result.isInterrupted, manifestPath: manifestPath,
            quiet: output.quiet
        ) { ["\(result.frames.count) frames, manifest \(result.manifestPath)"] }
    }

    /// Renders into `folder` (or only the video, with `nil`), showing progress; a scenario or clip problem is one
    /// line and exit status 1.
    private func draw(options: ScenarioRender.Options, folder: String?) throws -> ScenarioRender.Result {
        let progress = RenderProgress(quiet: output.quiet, noPreview: frames.noPreview)
        defer { progress.finish() }
        do {
            return try ScenarioRender.run(
                file: file, folder: folder, options: options,
                progress: { record, picture in
                    progress.show(
                        index: record.index, of: nil, time: record.time, orientation: record.interfaceOrientation,
                        picture: picture)
                },
                shouldStop: { Interrupt.isRequested })
        } catch let failure as ScenarioSimulation.Failure {
            printError("\(file): \(failure)")
            throw ExitCode(failure.exitStatus)
        } catch {
            throw exitStatus(reporting: error, file: file, verbose: false)
        }
    }
}

extension ScenarioSimulation.Failure {
    /// 2 (a usage error) when the scenario's device never ran the requested iOS release, else 1.
    var exitStatus: Int32 {
        if case .invalidScenario(let error) = self, error.isUnsupportedVersion { 2 } else { 1 }
    }
}
