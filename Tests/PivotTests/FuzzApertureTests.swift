import Foundation
import TestSupport
import Testing

extension FuzzCampaignTests {
    /// The clips carrying the atoms Pivot reads itself: `clap` with `pasp`, `clap` with `tapt`, and `vexu`/`hfov`.
    private static let apertureClips = ["edge/clap-480x270.mov", "edge/clap-tapt-no-pasp.mov", "edge/stereo-vexu.mov"]

    /// Clips whose aperture and spatial-video atoms are damaged (``ApertureBoxMutator``: hostile values, sizes,
    /// short bodies, 64-bit sizes, cut files, repeated atoms) through `inspect --json` and `frames --aperture` in each
    /// mode: exit 0 or 1, never a trap or a hang; a frame written is a picture at least 1 pixel a side.
    @Test func hostileApertureAtomsNeverCrashOrHang() throws {
        let budget = FuzzBudget(defaultIterations: 6, defaultSeed: 33)
        let sources = try Self.apertureClips.map { ($0, try [UInt8](Data(contentsOf: Fixture.url($0)))) }
        var random = SplitMix64(seed: budget.seed)
        var tally = StatusTally()
        for iteration in budget.iterations {
            let (name, bytes) = sources.randomElement(using: &random)!
            let (mutant, damage) = try #require(ApertureBoxMutator.mutate(bytes, using: &random), "\(name)")
            try TemporaryFolder.with("fuzz-aperture") { folder in
                let clip = folder.appendingPathComponent("mutant.mov").path
                try Data(mutant).write(to: URL(fileURLWithPath: clip))
                var failures: [String] = []
                let inspect = try Subprocess.pivot(["inspect", "--json", clip], timeLimit: campaignTimeLimit)
                failures += tally.note("inspect --json", inspect, allowed: [0, 1]).map { ["inspect: \($0)"] } ?? []
                let format = iteration % 2 == 0 ? "png" : "ppm"
                for mode in ["clean", "production", "encoded"] {
                    let out = folder.appendingPathComponent(mode).path
                    let frames = try Subprocess.pivot(
                        ["frames", clip, "--out", out, "--aperture", mode, "--at", "0", "--format", format, "--quiet"],
                        timeLimit: campaignTimeLimit)
                    if let failure = tally.note("frames --aperture \(mode)", frames, allowed: [0, 1]) {
                        failures.append("frames --aperture \(mode): \(failure)")
                    } else if frames.status == 0 {
                        failures += pictureProblems(in: out, format: format, stderr: frames.stderr).map {
                            "frames --aperture \(mode): \($0)"
                        }
                    }
                }
                guard !failures.isEmpty else { return }
                let kept = try keep(clip, as: "aperture-seed\(budget.seed)-\(iteration).mov")
                Issue.record("aperture mutant \(iteration) of \(name) (\(damage)), kept as \(kept): \(failures)")
            }
        }
        print("fuzz apertures: seed \(budget.seed), \(tally)")
    }
}

/// What is wrong with the one frame `frames` wrote into `folder`: missing without a warning saying so (a picture
/// beyond `MediaLimits` at its aperture's size counts as one that failed to decode), or a picture without pixels.
private func pictureProblems(in folder: String, format: String, stderr: String) -> [String] {
    guard let bytes = FileManager.default.contents(atPath: folder + "/frame-00000." + format).map([UInt8].init) else {
        return stderr.contains("pivot: warning: ") ? [] : ["exited 0 without frame-00000.\(format) or a warning"]
    }
    let size: (width: Int, height: Int)?
    if format == "png" {
        // The IHDR chunk's width and height follow the 8-byte signature and the chunk's length and type.
        size =
            bytes.count >= 24
            ? (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }) : nil
    } else {
        // "P6\nW H\n255\n".
        let fields = String(decoding: bytes.prefix(32), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        size = fields.count >= 3 ? Int(fields[1]).flatMap { w in Int(fields[2]).map { (w, $0) } } : nil
    }
    guard let size, size.width >= 1, size.height >= 1 else { return ["frame-00000.\(format) has no picture size"] }
    return []
}
