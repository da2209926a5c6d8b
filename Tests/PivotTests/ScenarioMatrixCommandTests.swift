import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot matrix --scenario FILE`: the user's app on every device × version × orientation its masks allow.
struct ScenarioMatrixCommandTests {
    /// A scenario of an app whose Info.plist allows `appMask`, with a root controller that allows everything.
    private static func app(_ appMask: String) -> String {
        """
        {"device": "iphone-15", "iosVersion": "18.0", "app": {"supportedOrientations": ["\(appMask)"]},
         "root": {"id": "home", "supportedOrientations": ["all"]}, "steps": [{"wait": 0.5}]}
        """
    }

    /// Writes `text` as `name` in `folder` and returns its path.
    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func aLandscapeOnlyAppGetsLandscapeCellsOnEveryDeviceAndVersion() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-landscape")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try write(Self.app("landscape"), "landscape.json", in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "matrix", "--scenario", scenario, "--devices", "iphone-15,iphone-se-3", "--ios-versions",
            "16.0,18.0,26.0", "--time", "0.25", "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")

        let cells = try manifest(in: out)
        // The iPhone 15 shipped with iOS 17: its 16.0 cells are left out, not refused.
        #expect(cells.count == (2 + 3) * 2, "two versions on the iPhone 15, three on the SE, two orientations each")
        let keys = cells.map { $0["device"] as? String ?? "?" }
        #expect(keys.filter { $0 == "iphone-15" }.count == 4)
        #expect(Set(cells.compactMap { $0["interfaceOrientation"] as? String }) == ["landscapeLeft", "landscapeRight"])
        #expect(
            cells.compactMap { $0["iosVersion"] as? String } == [
                "18.0", "18.0", "26.0", "26.0", "16.0", "16.0", "18.0", "18.0", "26.0", "26.0",
            ])
        #expect(
            Set(cells.flatMap(\.keys)) == ["device", "iosVersion", "interfaceOrientation", "file", "canvas", "players"])
        let first = try #require(cells.first)
        #expect(first["file"] as? String == "iphone-15-ios18.0-landscapeLeft.ppm")
        // The pictures are the landscape screen: 852×393 points at 1 pixel per point.
        let picture = try #require(
            PPM.decode(try Data(contentsOf: out.appendingPathComponent("iphone-15-ios18.0-landscapeLeft.ppm"))))
        #expect(picture.width == 852 && picture.height == 393)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(!written.contains { $0.contains("portrait") }, "\(written)")
        #expect(written.contains("contact-sheet.png"))
    }

    @Test func eachPlayerDrawnSaysWhatItIs() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-kind")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "matrix", "--scenario", "scenarios/render-player-in-navigation-with-sheet.json", "--devices", "iphone-15",
            "--time", "0.25", "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let kinds = try manifest(in: out).flatMap {
            (($0["players"] as? [[String: Any]]) ?? []).map { $0["kind"] as? String }
        }
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == "player" }, "\(kinds)")
    }

    @Test func anAppAllowingEveryOrientationGetsEveryOrientationEachDeviceHas() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-all")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try write(Self.app("all"), "all.json", in: folder)
        let out = folder.appendingPathComponent("out")
        let result = try Subprocess.pivot([
            "matrix", "--scenario", scenario, "--devices", "iphone-15,iphone-se-3", "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = try manifest(in: out).map { "\($0["device"] ?? "?") \($0["interfaceOrientation"] ?? "?")" }
        // The iPhone 15 (Face ID) has no upside-down portrait; the SE has; the scenario's version is the only one.
        #expect(
            cells == [
                "iphone-15 portrait", "iphone-15 landscapeLeft", "iphone-15 landscapeRight", "iphone-se-3 portrait",
                "iphone-se-3 landscapeLeft", "iphone-se-3 landscapeRight", "iphone-se-3 portraitUpsideDown",
            ])
        #expect(try manifest(in: out).allSatisfy { $0["iosVersion"] as? String == "18.0" })
    }

    @Test func recordedCellsVerify() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try write(Self.app("portrait"), "portrait.json", in: folder)
        let references = folder.appendingPathComponent("refs").path
        let base = ["matrix", "--scenario", scenario, "--devices", "iphone-se-3", "--ios-versions", "16.0,26.0"]
        let record = try Subprocess.pivot(base + ["--record", references])
        #expect(record.status == 0, "\(record.stderr)")
        let stored = try FileManager.default.contentsOfDirectory(atPath: references).filter { $0.hasSuffix(".png") }
        #expect(stored.count == 2, "a portrait-only app: one cell per version, \(stored)")
        let verify = try Subprocess.pivot(base + ["--verify", references])
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test(arguments: [
        ["matrix", "Media/ar-16x9.mov", "--scenario", "s.json", "--out", "o"],
        ["matrix", "Media/ar-16x9.mov", "--ios-versions", "16.0", "--out", "o"],
        ["matrix", "--scenario", "s.json", "--ios-versions", "16.0,x", "--out", "o"],
        ["matrix", "--scenario", "s.json", "--ios-version", "16.0", "--out", "o"],
    ])
    func misusedOptionsAreRefusedBeforeAnythingIsWritten(arguments: [String]) throws {
        let result = try Subprocess.pivot(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "o"))
    }

    @Test func aMissingScenarioFailsInOneLineAndWritesNothing() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let missing = folder.appendingPathComponent("missing.json").path
        let result = try Subprocess.pivot(["matrix", "--scenario", missing, "--out", out.path])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: \(missing): cannot read the file: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aScenarioThatWouldCrashTheAppExitsThreeWithoutCells() throws {
        let folder = try TemporaryFolder.make("scenario-matrix-crash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let scenario = "scenarios/invalid-orientation-crash.json"
        let result = try Subprocess.pivot(["matrix", "--scenario", scenario, "--out", out.path])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("pivot: \(scenario): the app would crash: UIApplicationInvalidInterfaceOrientation")
        )
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }

    private func manifest(in folder: URL) throws -> [[String: Any]] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("matrix.json")))
                as? [String: Any])
        return try #require(document["cells"] as? [[String: Any]])
    }
}
