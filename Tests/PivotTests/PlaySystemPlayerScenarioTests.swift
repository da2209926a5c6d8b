import Foundation
import Pixels
import TestSupport
import Testing

/// `pivot play --scenario FILE` with an `avPlayerViewController`: the system player plays in the scenario's own
/// app, where and as the app shows it when it starts (issue 24).
struct PlaySystemPlayerScenarioTests {
    /// The all-black 1 s clip: its pixels are black wherever the video is drawn and AVKit's controls are not.
    private static let clip = FileManager.default.currentDirectoryPath + "/Media/solid-black.mov"

    /// An iPhone 15 app on `version` whose portrait root container embeds the system player `movie` at
    /// [0, 100, 393, 221] (`extra` adds keys to it), then performs `steps`.
    private static func embedding(_ extra: String = "", steps: String = "[]", version: String = "18.0") -> String {
        """
        {"device": "iphone-15", "iosVersion": "\(version)", "app": {"supportedOrientations": ["portrait"]},
         "root": {"id": "home", "kind": "container", "children": [
           {"id": "movie", "kind": "avPlayerViewController", "clip": "\(clip)", "frame": [0, 100, 393, 221]\(extra)}]},
         "steps": \(steps)}
        """
    }

    /// What one run wrote: the manifest, its frames, and the first and last frames' pictures.
    private struct Played {
        var manifest: [String: Any]
        var frames: [[String: Any]]
        var first: RGBImage
        var last: RGBImage
    }

    /// Plays `scenario` at 2 frames per second and reads back what was written.
    private func play(_ scenario: String, label: String, extra: [String] = []) throws -> Played {
        let folder = try TemporaryFolder.make(label)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        try Data(scenario.utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot(
            ["play", "--scenario", file.path, "--fps", "2", "--out", out.path, "--quiet"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        func picture(_ index: Int) throws -> RGBImage {
            let name = String(format: "frame-%05d.ppm", index)
            return try #require(PPM.decode(try Data(contentsOf: out.appendingPathComponent(name))))
        }
        return Played(manifest: manifest, frames: frames, first: try picture(0), last: try picture(frames.count - 1))
    }

    private func kind(_ played: Played) -> String? {
        (played.manifest["player"] as? [String: Any])?["kind"] as? String
    }

    private func videoRects(_ played: Played) -> [[Int]] {
        played.frames.map { ($0["videoRect"] as? [Double] ?? []).map { Int($0) } }
    }

    @Test func anEmbeddedSystemPlayerPlaysAtItsFrameInTheAppWithoutACloseButton() throws {
        let played = try play(Self.embedding(), label: "play-avpvc-embedded")
        #expect(kind(played) == "avPlayerViewController")
        #expect((played.manifest["player"] as? [String: Any])?["id"] as? String == "movie")
        // The 1 s clip at 2 fps, inline at the container's frame for the whole clip: 16:9 fills 393×221 exactly.
        #expect(videoRects(played) == [[0, 100, 393, 221], [0, 100, 393, 221]])
        #expect(played.frames.allSatisfy { $0["interfaceOrientation"] as? String == "portrait" })
        let buttons = played.frames.compactMap { ($0["closeButton"] as? [String: Any])?["rect"] as? [Double] }
        #expect(buttons.count == 2 && buttons.allSatisfy { $0[2] == 0 && $0[3] == 0 }, "AVKit draws no ✕: \(buttons)")
        // The app around it is drawn: the video black inside the frame (right of the centred play button, above
        // the scrubber), the container's white panel below and above it.
        #expect(played.first.width == 393 && played.first.height == 852)
        #expect(played.first[340, 160] == .black)
        #expect(played.first[340, 600] == .white)
        #expect(played.first[340, 80] == .white)
    }

    @Test func entersFullScreenWhenPlaybackBeginsPlaysFullScreen() throws {
        let played = try play(
            Self.embedding(#", "entersFullScreenWhenPlaybackBegins": true"#), label: "play-avpvc-begins")
        // AVKit's zoom starts from the inline frame as playback begins (0.4 s, docs/uikit-versions.md); then full
        // screen in portrait: the window's width, centred; black where the app's panel showed inline.
        #expect(videoRects(played) == [[0, 100, 393, 221], [0, 315, 393, 221]])
        #expect(played.last[340, 600] == .black)
        #expect(played.last[340, 80] != .white)
    }

    @Test func playStartsAfterTheStepsThatTakeNoTimeOnceThePlayerShows() throws {
        // `enterFullScreen` right after launch is part of the start: the clip starts as AVKit's zoom leaves the
        // inline frame and is full screen once it ends; after a wait it is not performed (docs/commands.md).
        let now = try play(
            Self.embedding(steps: #"[{"enterFullScreen": "movie"}]"#), label: "play-avpvc-enter")
        #expect(videoRects(now) == [[0, 100, 393, 221], [0, 315, 393, 221]])
        let later = try play(
            Self.embedding(steps: #"[{"wait": 0.5}, {"enterFullScreen": "movie"}]"#), label: "play-avpvc-later")
        #expect(videoRects(later).first == [0, 100, 393, 221])
    }

    @Test func aPresentedSystemPlayerTakesItsOwnMask() throws {
        let played = try play(
            """
            {"device": "iphone-15", "iosVersion": "18.0", "root": {"id": "home", "supportedOrientations": ["portrait"]},
             "steps": [{"wait": 0.25}, {"present": {"id": "movie", "kind": "avPlayerViewController", "clip": "\(Self.clip)",
                                     "supportedOrientations": ["landscapeRight"], "videoGravity": "resizeAspectFill"},
                        "style": "fullScreen"}]}
            """, label: "play-avpvc-presented")
        #expect(kind(played) == "avPlayerViewController")
        #expect(
            played.frames.allSatisfy { $0["interfaceOrientation"] as? String == "landscapeRight" }, "\(played.frames)")
        // Presenting it turns the interface: the first frame is the rotation's start, still on the portrait
        // canvas. Its videoGravity: once turned, aspect fill covers the 852×393 screen, overflowing above and below.
        let first = try #require(played.frames.first?["transition"] as? [String: Any])
        #expect(first["from"] as? String == "portrait" && first["to"] as? String == "landscapeRight")
        #expect(videoRects(played).last == [0, -43, 852, 479])
        // The clock starts where the scenario shows the player, after the wait.
        #expect(played.frames.first?["time"] as? Double == 0.25)
        #expect(played.frames.first?["clipTime"] as? Double == 0)
    }

    @Test func thePlayerSearchFollowsTheScenariosVersion() throws {
        // On 16+ the app shows its player in a window of its own, above the main one; before, the seed's player.
        func scenario(_ version: String) -> String {
            """
            {"device": "iphone-13-mini", "iosVersion": "\(version)", "root": {"id": "home", "supportedOrientations": ["portrait"]},
             "steps": [{"ifVersion": ">=16.0",
                        "then": [{"addWindow": {"id": "overlay", "level": 1,
                                                "root": {"id": "movie", "kind": "avPlayerViewController", "clip": "\(Self.clip)"}}}],
                        "else": [{"present": {"id": "old", "kind": "player", "clip": "\(Self.clip)"}}]}]}
            """
        }
        let new = try play(scenario("18.0"), label: "play-avpvc-window")
        #expect(kind(new) == "avPlayerViewController")
        #expect((new.manifest["player"] as? [String: Any])?["id"] as? String == "movie")
        // The window's root fills the 375×812 screen: the video across its width, centred.
        #expect(videoRects(new).first == [0, 300, 375, 211], "\(videoRects(new))")
        let old = try play(scenario("15.0"), label: "play-avpvc-else")
        #expect(kind(old) == "player")
        #expect((old.manifest["player"] as? [String: Any])?["id"] as? String == "old")
    }

    @Test func aSystemPlayerThatNeverAppearsFailsInOneLineNamingTheScenario() throws {
        let folder = try TemporaryFolder.make("play-avpvc-never")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The player is the second tab of a tab bar that never selects it.
        let file = folder.appendingPathComponent("app.json")
        try Data(
            """
            {"device": "iphone-15", "iosVersion": "18.0", "root": {"id": "tabs", "kind": "tabBar", "children": [
              {"id": "home"}, {"id": "movie", "kind": "avPlayerViewController", "clip": "\(Self.clip)"}]}}
            """.utf8
        ).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot(["play", "--scenario", file.path, "--out", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr == "pivot: \(file.path): the avPlayerViewController \"movie\" never appears on screen\n")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }

    @Test func aFullScreenSystemPlayerTurnsWithTheDeviceAsRotateSays() throws {
        // The app allows landscape, its feed does not: full screen, the player's own mask lets the video turn.
        let scenario = Self.embedding(#", "entersFullScreenWhenPlaybackBegins": true"#)
            .replacingOccurrences(of: #"["portrait"]"#, with: #"["portrait", "landscapeLeft", "landscapeRight"]"#)
            .replacingOccurrences(
                of: #""kind": "container","#, with: #""kind": "container", "supportedOrientations": ["portrait"],"#)
        let folder = try TemporaryFolder.make("play-avpvc-rotate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        try Data(scenario.utf8).write(to: file)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "play", "--scenario", file.path, "--fps", "10", "--rotate", "0.3:landscapeLeft", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The summary gives the turn and the video after it, and no ✕ to describe.
        #expect(
            result.output.contains(
                "t=0.3 device landscapeLeft -> interface landscapeRight (852x393), video 699x393 at (76,0)\n"),
            "\(result.output)")
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let frames = try #require(manifest["frames"] as? [[String: Any]])
        let progress = frames.compactMap { ($0["transition"] as? [String: Any])?["progress"] as? Double }
        #expect(progress.contains { $0 > 0 && $0 < 1 }, "frames drawn during the turn: \(progress)")
        #expect(frames.last?["interfaceOrientation"] as? String == "landscapeRight")
        #expect((frames.last?["videoRect"] as? [Double])?.map { Int($0) } == [76, 0, 699, 393])
    }
}
