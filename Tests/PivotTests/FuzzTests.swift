import Foundation
import TestSupport
import Testing

/// Hostile input never crashes or hangs: damaged clips go through probe, decode, scale and render in the built
/// `pivot` binary, and every run must end with status 0 or 1 (a `MediaError`, one line naming the file) within a
/// time limit. A crash is a signal status, a hang a timeout; either fails the test and keeps the mutant.
///
/// `make test` runs a small seeded batch in seconds. `make fuzz` runs a longer one through the environment:
/// `PIVOT_FUZZ_ITERATIONS` (mutants, default 24), `PIVOT_FUZZ_SEED` (default 7) and `PIVOT_FUZZ_SECONDS` (a time
/// budget after which the run stops early). With `PIVOT_FUZZ_VALGRIND=1` every command runs under valgrind
/// memcheck, which exits 86 on an invalid access or a definite leak, so FFmpeg's own reads of the damaged data are
/// checked too (about 50 times slower). A failing mutant is copied to `.build/fuzz-failures/`; commit it as
/// `Media/broken/fuzz-*.mov`, where ``brokenClipsNeverCrashOrHang(clip:)`` keeps it checked.
struct FuzzTests {
    @Test func mutantsNeverCrashOrHang() throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["PIVOT_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 24
        let seed = environment["PIVOT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 7
        let budget = environment["PIVOT_FUZZ_SECONDS"].flatMap { Double($0) }
        let sources = try seedCorpus.map { ($0, try [UInt8](Data(contentsOf: Fixture.url($0)))) }
        var random = SplitMix64(seed: seed)
        var tally = PipelineTally()
        let start = Date()
        for iteration in 0..<iterations {
            if let budget, Date().timeIntervalSince(start) > budget { break }
            let (name, bytes) = sources.randomElement(using: &random)!
            let (mutant, damage) = QuickTimeMutator.mutate(bytes, using: &random)
            try TemporaryFolder.with("fuzz") { folder in
                let path = folder.appendingPathComponent("mutant").appendingPathExtension(
                    URL(fileURLWithPath: name).pathExtension
                ).path
                try Data(mutant).write(to: URL(fileURLWithPath: path))
                let failures = try checkPipeline(clip: path, folder: folder, tally: &tally)
                guard !failures.isEmpty else { return }
                let kept = try keep(path, as: "seed\(seed)-\(iteration).\(URL(fileURLWithPath: path).pathExtension)")
                Issue.record("mutant \(iteration) of \(name) (\(damage)), kept as \(kept): \(failures)")
            }
        }
        print("fuzz: seed \(seed), \(tally), \(Int(Date().timeIntervalSince(start))) s")
    }

    @Test(arguments: Fixture.brokenClips)
    func brokenClipsNeverCrashOrHang(clip: String) throws {
        var tally = PipelineTally()
        try TemporaryFolder.with("fuzz") { folder in
            let failures = try checkPipeline(clip: Fixture.path(clip), folder: folder, tally: &tally)
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}

// MARK: - The pipeline under test

/// How many runs of each command ended well (0) or with a clean error (1).
private struct PipelineTally: CustomStringConvertible {
    var mutants = 0
    var counts: [String: (ok: Int, error: Int)] = [:]

    mutating func note(_ command: String, status: Int32) {
        var count = counts[command] ?? (0, 0)
        if status == 0 { count.ok += 1 } else { count.error += 1 }
        counts[command] = count
    }

    var description: String {
        let commands = counts.keys.sorted().map { "\($0) \(counts[$0]!.ok) ok / \(counts[$0]!.error) error" }
        return "\(mutants) clips: " + commands.joined(separator: ", ")
    }
}

/// The clips the mutants are made from: every playable fixture (among them the HLG, PQ and wide-gamut SDR patch
/// clips, which take the zimg colour conversion since the commands run with the default `--tonemap auto`) and
/// every edge case (ProRes 4444 alpha, a 30° display matrix, two video tracks, an m4a with cover art, an empty
/// edit, interlacing, a raw H.264 stream, an MPEG-TS).
private let seedCorpus = Fixture.playableClips + Fixture.edgeClips

/// The longest a command may take on one small damaged clip before it counts as a hang.
private let timeLimit: Duration = .seconds(60)

/// Whether `PIVOT_FUZZ_VALGRIND` asks for every command to run under valgrind memcheck.
private let underValgrind = ProcessInfo.processInfo.environment["PIVOT_FUZZ_VALGRIND"] == "1"

/// memcheck exits 86 (not a status pivot uses) on a memory error or a definite leak; `Scripts/valgrind.supp`
/// holds the Swift-runtime reports that are not Pivot's (each with its reason).
private let valgrindArguments = [
    "--quiet", "--error-exitcode=86", "--leak-check=full", "--show-leak-kinds=definite",
    "--errors-for-leak-kinds=definite",
    "--suppressions=" + Fixture.repositoryRoot.appendingPathComponent("Scripts/valgrind.supp").path,
]

/// Plays only clips that claim at most this long (play's work grows with the claimed duration, which is bounded
/// by ``MediaLimits`` but may still be hours).
private let longestPlayedClip = 20.0

/// Runs `inspect`, `frames` (decode and scale, then seek) and `play` (render, as PNG frames and a video) on `clip`;
/// returns what went wrong.
private func checkPipeline(clip: String, folder: URL, tally: inout PipelineTally) throws -> [String] {
    tally.mutants += 1
    var failures: [String] = []
    func run(_ command: String, _ arguments: [String]) throws -> ProcessResult {
        let result =
            underValgrind
            ? try Subprocess.run(
                // pivot-media itself: valgrind would check only the front `pivot`, not the binary it execs.
                "valgrind", valgrindArguments + [Subprocess.pivotMediaExecutable.path] + arguments,
                timeLimit: timeLimit * 10)
            : try Subprocess.pivot(arguments, timeLimit: timeLimit)
        if result.timedOut {
            failures.append("\(command) hung (killed after \(timeLimit))")
        } else if result.status != 0 && result.status != 1 {
            failures.append("\(command) exited \(result.status): \(result.stderr.suffix(500))")
        } else {
            tally.note(command, status: result.status)
            let lines = result.stderr.split(separator: "\n")
            if result.status == 1, lines.isEmpty || !lines.allSatisfy({ $0.hasPrefix("pivot: ") }) {
                failures.append("\(command) failed without a `pivot: ` line: \(result.stderr.suffix(500))")
            }
            if result.status == 1, !lines.contains(where: { $0.contains(folder.path) || $0.contains(clip) }) {
                failures.append("\(command) error does not name the file: \(result.stderr.suffix(500))")
            }
        }
        return result
    }
    let inspect = try run("inspect", ["inspect", "--json", clip])
    let frames = folder.appendingPathComponent("frames").path
    _ = try run("frames", ["frames", clip, "--out", frames, "--size", "32x18", "--quiet"])
    // Seeking backwards and forwards takes the demuxer's index and the decoder's flush through the damage too;
    // with `--tonemap none`, so that damaged HDR pictures also go through libswscale's path.
    let seek = folder.appendingPathComponent("seek").path
    _ = try run(
        "frames --at",
        ["frames", clip, "--out", seek, "--at", "0.5,0.1", "--size", "16x16", "--tonemap", "none", "--quiet"])
    let info = try? JSONSerialization.jsonObject(with: inspect.stdout) as? [String: Any]
    if inspect.status == 0, let duration = info?["duration"] as? Double, duration <= longestPlayedClip {
        // PNG frames and a video too, so damaged pictures also go through PNGEncoder and MovieWriter.
        let play = folder.appendingPathComponent("play").path
        _ = try run(
            "play", ["play", clip, "--out", play, "--fps", "5", "--format", "png", "--video", play + ".mp4", "--quiet"])
    }
    return failures
}

/// Copies a failing mutant to `.build/fuzz-failures/NAME` and returns that path.
func keep(_ path: String, as name: String) throws -> String {
    let folder = Fixture.repositoryRoot.appendingPathComponent(".build/fuzz-failures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let destination = folder.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.copyItem(atPath: path, toPath: destination.path)
    return destination.path
}
