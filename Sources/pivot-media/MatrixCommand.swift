import ArgumentParser
import Export
import Foundation
import Orientation
import Player
import Video

/// `pivot matrix`: one frame of the player per device and allowed orientation, plus a contact sheet.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Render the player on every catalog device in every orientation it allows, plus a contact sheet.",
        discussion: """
            Each cell is the player presented full screen in that orientation, showing the clip's picture at \
            --time (from the --stream video stream when given). Writes DEVICE-ORIENTATION.ppm (.png with \
            --format png) for every cell, matrix.json (each cell's canvas, video rectangle, close button and file \
            name), and contact-sheet.png (every cell, labelled; encoded with Pivot's zlib PNG encoder) into the --out \
            folder. Existing files are never overwritten unless --overwrite is given; with it, the cells the previous \
            run's matrix.json lists and this run does not write are removed (no other file is touched). A --time at \
            or after the clip's end shows the last picture, with a warning on stderr and in matrix.json's \
            "warnings" list. SIGINT, SIGTERM and SIGHUP finish the cell being written, write \
            matrix.json ("interrupted": true) and exit 128 + the signal.

            With --record DIR the cells are stored in DIR as PNG references; with --verify DIR they are rendered \
            again (into --out, or a temporary folder) and compared with them, exactly unless --precision or \
            --perceptual-precision say otherwise. A difference or a missing reference exits with status 4 and leaves \
            a reference | actual | difference triptych per failing frame in --failures (default pivot-failures/); \
            --junit and --report write JUnit XML and an HTML report.

            With --scenario FILE instead of a clip, the cells are the scenario's app: its screen at --time on every \
            device (default: the scenario's) × --ios-versions (default: the scenario's) × interface orientation its \
            masks allow there, named DEVICE-iosVERSION-ORIENTATION, each version taking its own ifVersion branches \
            (an addWindow window on top decides the orientation); matrix.json gives each cell's iosVersion and \
            players (docs/matrix.md).
            """
    )

    @Argument(help: "The clip to show (or --scenario).")
    var clip: String?

    @Option(name: .long, help: ArgumentHelp("A scenario whose app is shown instead of a clip.", valueName: "file"))
    var scenario: String?

    @Option(
        name: .long,
        help: ArgumentHelp("With --scenario: comma-separated iOS releases, a column group each.", valueName: "list"))
    var iosVersions: IOSVersionListArgument?

    @Option(name: .long, help: "The output folder (created if missing); optional with --record or --verify.")
    var out: String?

    @OptionGroup var snapshot: SnapshotOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Comma-separated device ids (default: every device in `pivot devices` that ran --ios-version; with "
                + "--scenario, its device)."))
    var devices: DeviceListArgument?

    @Option(name: .long, help: "The clip time to show, in seconds.")
    var time = 0.0

    @Option(name: .long, help: ArgumentHelp(IOSVersionArgument.help + " A clip only. (default: \(IOSVersion.newest))"))
    var iosVersion: IOSVersionArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Render only part K of N of the cells (dealt in turn), for one job of a CI matrix.", valueName: "K/N"))
    var shard: ShardArgument?

    @OptionGroup var format: FrameFormatOption

    @OptionGroup var stream: StreamOption

    @OptionGroup var rendering: RenderOptions

    @OptionGroup var output: OutputOptions

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        guard time >= 0, time.isFinite else { throw ValidationError("--time must be a number of seconds ≥ 0") }
        guard (clip == nil) != (scenario == nil) else { throw ValidationError("give a clip or --scenario, not both") }
        if iosVersions != nil, scenario == nil { throw ValidationError("--ios-versions needs --scenario") }
        if iosVersion != nil, scenario != nil {
            throw ValidationError("--ios-version is for a clip; give --ios-versions with --scenario")
        }
        // With --scenario a device × version it never ran is a cell left out, not an error.
        for model in try devices?.models.get() ?? [] where scenario == nil {
            try model.validate(runs: iosVersion?.version ?? .newest)
        }
        try snapshot.validate(out: out)
    }

    func run() throws {
        logging.apply()
        Interrupt.install()
        if let scenario { return try runScenario(scenario) }
        let clip = clip!
        var matrix = MatrixSettings()
        matrix.devices =
            try devices?.models.get() ?? DeviceCatalog.all.filter { $0.runs(iosVersion?.version ?? .newest) }
        matrix.clipTime = time
        matrix.iosVersion = iosVersion?.version ?? .newest
        matrix.gravity = rendering.gravity
        matrix.contrastRule = rendering.contrast
        matrix.chrome = rendering.chromeSettings
        matrix.scale = rendering.scale.renderScale
        matrix.shard = shard?.shard
        var options = MatrixExport.Options(matrix: matrix)
        options.overwrite = output.overwrite
        options.format = format.fileFormat
        options.streamIndex = stream.index
        try snapshot.withOutputFolder(out: out) { folder in
            let result: MatrixExport.Result
            do {
                result = try MatrixExport.run(
                    clip: clip, folder: folder, options: options, shouldStop: { Interrupt.isRequested })
            } catch {
                throw exitStatus(reporting: error, file: clip, verbose: logging.verbose)
            }
            try finish(
                clip: clip, warnings: result.warnings, isInterrupted: result.isInterrupted,
                manifestPath: result.manifestPath, quiet: output.quiet || out == nil
            ) { ["wrote \(result.cells.count) frames, matrix.json and \(result.contactSheetPath)"] }
            let files = result.cells.map { OutputFolder.fileName(stem: $0.stem, format: options.format) }
            try snapshot.check(
                files: files, in: folder, group: "matrix \(clip)", title: "pivot matrix \(clip)",
                positions: result.positions, shard: shard?.shard, overwrite: output.overwrite)
        }
    }

    /// `--scenario FILE`: the scenario's app on every device × version × allowed orientation.
    private func runScenario(_ file: String) throws {
        var options = ScenarioMatrix.Options()
        options.devices = try devices?.models.get()
        options.iosVersions = iosVersions?.versions
        options.time = time
        options.scale = rendering.scale.renderScale
        options.gravity = rendering.gravity
        options.contrastRule = rendering.contrast
        options.chrome = rendering.chromeSettings
        options.format = format.fileFormat
        options.overwrite = output.overwrite
        options.shard = shard?.shard
        try snapshot.withOutputFolder(out: out) { folder in
            let result: ScenarioMatrix.Result
            do {
                result = try ScenarioMatrix.run(
                    file: file, folder: folder, options: options, shouldStop: { Interrupt.isRequested })
            } catch {
                throw exitStatus(reporting: error, file: file, verbose: logging.verbose)
            }
            try finish(
                clip: file, warnings: [], isInterrupted: result.isInterrupted, manifestPath: result.manifestPath,
                quiet: output.quiet || out == nil
            ) { ["wrote \(result.cells.count) frames, matrix.json and \(result.contactSheetPath)"] }
            let files = result.cells.map { OutputFolder.fileName(stem: $0.stem, format: options.format) }
            try snapshot.check(
                files: files, in: folder, group: "matrix \(file)", title: "pivot matrix \(file)",
                positions: result.positions, shard: shard?.shard, overwrite: output.overwrite)
        }
    }
}
