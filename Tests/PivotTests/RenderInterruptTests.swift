import Foundation
import TestSupport
import Testing

/// A signal during `pivot simulate --render`, alone or under `--verify`/`--record`: the run ends through the one
/// ending every command has, with 128 + the signal and a manifest marked interrupted; a partial verify never says
/// "all match" and a partial record stores nothing.
@Suite(.serialized)
struct RenderInterruptTests {
    /// A scenario that renders for long enough to be signalled: the player, then a 30 s wait.
    private func withLongScenario(_ body: (_ scenario: String, _ folder: URL) throws -> Void) throws {
        try TemporaryFolder.with("render-signal") { folder in
            let scenario = folder.appendingPathComponent("long.json")
            try """
            {"device": "iphone-15",
             "root": {"id": "home", "kind": "content"},
             "steps": [{"present": {"id": "player", "kind": "player", "clip": "\(Fixture.path("ar-16x9.mov"))"},
                        "style": "fullScreen"}, {"wait": 30}]}
            """.write(to: scenario, atomically: true, encoding: .utf8)
            try body(scenario.path, folder)
        }
    }

    /// Runs pivot with `arguments`, sends `signal` once `file` exists, and returns the exit status and output.
    private func signalled(_ arguments: [String], after file: URL, signal: Int32) throws -> (Int32, String) {
        let output = file.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("stdout")
        let process = try Subprocess.startPivot(arguments + ["--quiet"], untilFileExists: file, output: output)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    /// Failed before: the run exited 0 (20 of 20 random interrupts).
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func renderStopsOnASignalWithAnInterruptedManifest(signal: Int32) throws {
        try withLongScenario { scenario, folder in
            let out = folder.appendingPathComponent("out")
            let (status, _) = try signalled(
                ["simulate", scenario, "--render", out.path], after: out.appendingPathComponent("frame-00002.ppm"),
                signal: signal)
            #expect(status == 128 + signal)
            let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
            let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(manifest["interrupted"] as? Bool == true)
            let listed = try #require(manifest["frames"] as? [[String: Any]]).compactMap { $0["file"] as? String }
            let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("frame-") }
            #expect(listed == files.sorted() && listed.count >= 3 && listed.count < 1800)
        }
    }

    /// Failed before: the verify compared only the frames made so far, printed "all match" and exited 0.
    @Test func anInterruptedVerifyComparesNothingAndNeverSaysAllMatch() throws {
        try withLongScenario { scenario, folder in
            let references = folder.appendingPathComponent("references")
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("out")
            let (status, stdout) = try signalled(
                ["simulate", scenario, "--render", out.path, "--verify", references.path],
                after: out.appendingPathComponent("frame-00002.ppm"), signal: SIGTERM)
            #expect(status == 128 + SIGTERM)
            #expect(!stdout.contains("all match"), "\(stdout)")
        }
    }

    /// Failed before: the partial reference set was saved unmarked.
    @Test func anInterruptedRecordStoresNoReference() throws {
        try withLongScenario { scenario, folder in
            let references = folder.appendingPathComponent("references")
            let out = folder.appendingPathComponent("out")
            let (status, _) = try signalled(
                ["simulate", scenario, "--render", out.path, "--record", references.path],
                after: out.appendingPathComponent("frame-00002.ppm"), signal: SIGTERM)
            #expect(status == 128 + SIGTERM)
            let recorded = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
            #expect(recorded.isEmpty, "\(recorded)")
        }
    }
}
