import ArgumentParser
import Foundation
import Orientation
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
            ("sceneManifest": false) (the output stops after the failing step, which carries the error). The README's "Scenario files" section documents the format in full; examples are in scenarios/.

            With --record DIR the text report of each scenario NAME.json (or of every .json file in a folder) is \
            stored as DIR/NAME.txt; with --verify DIR it is compared with it, and a difference or a missing \
            reference exits with status 4, printing the unified diff (--junit and --report write JUnit XML and an \
            HTML report).
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

    func run() throws {
        FFmpegLog.setLevel(.quiet)
        guard !snapshot.isActive else { return try checkReports() }
        let result: ScenarioResult
        do throws(ScenarioSimulation.Failure) {
            result = try ScenarioSimulation.run(file: file, iosVersion: iosVersion?.version)
        } catch {
            printError("\(file): \(error)")
            throw ExitCode(1)
        }
        print(json ? result.jsonReport : result.textReport, terminator: "")
        if result.crash != nil { throw ExitCode(3) }
    }

    /// `--record`/`--verify`: each scenario's text report against `NAME.txt` for `NAME.json`; a folder runs every
    /// `.json` file directly in it, sorted by name.
    private func checkReports() throws {
        var isFolder: ObjCBool = false
        let files =
            FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && isFolder.boolValue
            ? try FileManager.default.contentsOfDirectory(atPath: file).filter { $0.hasSuffix(".json") }.sorted()
                .map { (file as NSString).appendingPathComponent($0) }
            : [file]
        guard var run = try snapshot.makeRun() else { return }
        for path in files {
            let result: ScenarioResult
            do throws(ScenarioSimulation.Failure) {
                result = try ScenarioSimulation.run(file: path, iosVersion: iosVersion?.version)
            } catch {
                printError("\(path): \(error)")
                throw ExitCode(1)
            }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".txt"
            try run.check(result.textReport, named: name, group: "simulate \(file)")
        }
        try snapshot.finish(run, title: "pivot simulate \(file)")
    }
}
