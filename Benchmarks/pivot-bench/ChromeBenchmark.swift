import Chrome
import Foundation
import Player

/// `pivot-bench chrome`: what the system chrome adds to a play run that shows it, as a ratio measured in the same
/// run (issue 27's goal: at most 5 % of play's time, so a ratio of at most 1.05).
///
/// `play`'s own full-screen player hides the status bar and home indicator, so its frames carry no chrome at all;
/// the run measured here is the one where the chrome is visible over playing video: `pivot simulate --render` of a
/// scenario (``ScenarioRender``, the frame loop `play` uses) on an iPhone 16 Pro at its own scale (1206 × 2622),
/// 30 fps, a player under a navigation bar in a tab bar, a second of playback, a turn to landscape (the bars
/// cross-fading) and a second more; frames are written as PPM files, as `play` writes them. The same run is timed
/// with `--chrome none` and `--chrome system`, alternating over five rounds; the medians and their ratio are printed.
/// The machine must be quiet for the numbers to mean anything.
enum ChromeBenchmark {
    static func run() {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-bench-chrome-\(getpid())")
        try! FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let clip = FileManager.default.currentDirectoryPath + "/Media/ar-16x9.mov"
        let scenario = work.appendingPathComponent("chrome.json")
        try! Self.scenario(clip: clip).write(to: scenario, atomically: true, encoding: .utf8)

        var timings: [ChromeSettings.Mode: [Double]] = [:]
        var frames = 0
        for round in 0..<5 {
            for mode in round.isMultiple(of: 2) ? [ChromeSettings.Mode.none, .system] : [.system, .none] {
                var options = ScenarioRender.Options()
                options.scale = .native
                options.framesPerSecond = 30
                options.chrome = ChromeSettings(mode: mode)
                let folder = work.appendingPathComponent("frames-\(mode)-\(round)")
                let clock = ContinuousClock()
                let elapsed = clock.measure {
                    let result = try! ScenarioRender.run(file: scenario.path, folder: folder.path, options: options)
                    frames = result.frames.count
                }
                try? FileManager.default.removeItem(at: folder)
                timings[mode, default: []].append(
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        func median(_ mode: ChromeSettings.Mode) -> Double { timings[mode, default: [0]].sorted()[2] }
        let (bare, system) = (median(.none), median(.system))
        print(
            "chrome: \(frames) frames 1206x2622 (player under navigation and tab bars, one turn), median of 5: "
                + "none \(bare) s, system \(system) s, ratio \((system / bare * 1000).rounded() / 1000) (goal <= 1.05)")
    }

    /// The scenario run: a player under a navigation bar in a tab bar, playing, then turned to landscape.
    private static func scenario(clip: String) -> String {
        #"""
        { "device": "iphone-16-pro", "iosVersion": "26.1",
          "root": { "id": "tabs", "kind": "tabBar",
                    "children": [ { "id": "nav", "kind": "navigation", "title": "Library",
                                    "children": [ { "id": "player", "kind": "player", "title": "Now Playing",
                                                    "clip": "\#(clip)" } ] },
                                  { "id": "search", "title": "Search" } ] },
          "steps": [ { "wait": 1 }, { "rotate": "landscapeLeft" }, { "wait": 1 } ] }
        """#
    }
}
