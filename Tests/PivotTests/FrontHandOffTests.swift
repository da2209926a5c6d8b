import Foundation
import TestSupport
import Testing

/// The front `pivot` (issue 25): `pivot app` runs in it, which links no media library; every other command line is
/// handed to `pivot-media` beside it (execv, arguments unchanged), so output, exit statuses and signal handling are
/// the full binary's own. The other CLI tests run the front too (``Subprocess/pivotExecutable``), so each of them
/// also covers the hand-off of its command.
struct FrontHandOffTests {
    private static let fixtures = Fixture.repositoryRoot.appendingPathComponent("Tests/AppScanTests/Fixtures")

    /// The message when the full binary cannot be run, after its path and the reason.
    private static let buildHint = "(build it with `make release` or `swift build --product pivot-media`)"

    @Test func appRunsInTheFrontAloneWithTheFullBinarysReport() throws {
        try TemporaryFolder.with("front") { folder in
            let front = try copyFront(into: folder)
            let project = Self.fixtures.appendingPathComponent("Modern").path
            let alone = try Subprocess.run(front.path, ["app", project, "--json"])
            #expect(alone.status == 0, "\(alone.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: alone.stdout) as? [String: Any])
            #expect((json["targets"] as? [[String: Any]])?.first?["name"] as? String == "Modern")
            let full = try Subprocess.run(Subprocess.pivotMediaExecutable.path, ["app", project, "--json"])
            #expect(alone.output == full.output)
        }
    }

    /// `pivot app`'s help, usage errors, read errors and statuses are word for word the full binary's.
    @Test(
        arguments: [
            (["app", "Modern", "--json"], 0), (["app", "--help"], 0), (["app"], 2),
            (["app", "Modern", "--ios-versions", "9.0"], 2), (["app", "Modern", "--bogus"], 2),
            (["app", "no-such-project"], 1), (["app", "SwiftUIApp", "--fail-on", "warning"], 5),
        ] as [([String], Int32)])
    func appReadsTheSameInTheFrontAsInTheFullBinary(arguments: [String], status: Int32) throws {
        try expectSameInBoth(arguments, status: status)
    }

    /// Everything else, including no arguments, the root's help and version and a media command's errors, goes
    /// through the hand-off unchanged.
    @Test(
        arguments: [
            ([], 0), (["--version"], 0), (["--help"], 0), (["-h"], 0), (["help", "app"], 0), (["frames"], 2),
            (["frames", "x", "--bogus"], 2), (["inspect", "no-such-clip.mov"], 1),
        ] as [([String], Int32)])
    func everyOtherCommandLineIsTheFullBinarysOwn(arguments: [String], status: Int32) throws {
        try expectSameInBoth(arguments, status: status)
    }

    @Test func rootHelpListsEveryCommandAndTheVersionIsPrinted() throws {
        let help = try Subprocess.pivot(["--help"])
        #expect(help.status == 0)
        let listed = try #require(help.output.components(separatedBy: "SUBCOMMANDS:\n").last)
        for command in ["inspect", "frames", "play", "matrix", "simulate", "devices", "app", "report"] {
            #expect(listed.contains("\n  \(command) ") || listed.hasPrefix("  \(command) "), "\(command)")
        }
        #expect(try Subprocess.pivot(["--version"]).output == "0.1.0\n")
    }

    @Test func theFrontLinksNoMediaLibrary() throws {
        let media = ["libavformat", "libavcodec", "libavutil", "libswscale", "libzimg", "libfreetype"]
        let front = try loadedLibraries(Subprocess.pivotExecutable)
        #expect(
            !front.contains { $0.hasPrefix("libav") || $0.hasPrefix("libsw") && !$0.hasPrefix("libswift") }, "\(front)")
        #expect(!front.contains { $0.hasPrefix("libzimg") || $0.hasPrefix("libfreetype") }, "\(front)")
        // The check can fail: the full binary loads every one of them.
        let full = try loadedLibraries(Subprocess.pivotMediaExecutable)
        #expect(media.allSatisfy { library in full.contains { $0.hasPrefix(library + ".so") } }, "\(full)")
    }

    @Test func aMissingOrNonExecutableFullBinaryIsOneLineAndStatusOne() throws {
        try TemporaryFolder.with("front") { folder in
            let front = try copyFront(into: folder)
            let sibling = front.deletingLastPathComponent().appendingPathComponent("pivot-media").path
            let missing = try Subprocess.run(front.path, ["frames", "x"])
            #expect(missing.status == 1 && missing.stdout.isEmpty)
            #expect(missing.stderr == "pivot: cannot run \(sibling): No such file or directory \(Self.buildHint)\n")

            let notAProgram = FileManager.default.createFile(
                atPath: sibling, contents: Data("not a program".utf8), attributes: [.posixPermissions: 0o644])
            try #require(notAProgram)
            let denied = try Subprocess.run(front.path, ["--version"])
            #expect(denied.status == 1 && denied.stdout.isEmpty)
            #expect(denied.stderr == "pivot: cannot run \(sibling): Permission denied \(Self.buildHint)\n")
        }
    }

    /// A `pivot` reached through a symbolic link (as one linked into a folder on `PATH` is) finds `pivot-media`
    /// beside its real file, not beside the link.
    @Test func aLinkedFrontFindsTheFullBinaryBesideItsRealFile() throws {
        try TemporaryFolder.with("front") { folder in
            let installed = folder.appendingPathComponent("installed")
            let bin = folder.appendingPathComponent("bin")
            for made in [installed, bin] {
                try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            }
            let front = try copyFront(into: installed)
            try FileManager.default.createSymbolicLink(
                at: installed.appendingPathComponent("pivot-media"), withDestinationURL: Subprocess.pivotMediaExecutable
            )
            let link = bin.appendingPathComponent("pivot")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: front)
            let linked = try Subprocess.run(link.path, ["devices"])
            #expect(linked.status == 0, "\(linked.stderr)")
            #expect(linked.output == (try Subprocess.run(Subprocess.pivotMediaExecutable.path, ["devices"])).output)
        }
    }

    /// A handed-off run is the full binary in the same process, with the signal mask and handlers it has when
    /// started directly; Ctrl-C then ends it with 130 (``InterruptTests`` check every command and signal through
    /// the front).
    @Test func aHandedOffRunIsTheFullBinaryWithItsOwnSignalHandling() throws {
        try LongClip.with { clip, out in
            var signals: [String: [Substring]] = [:]
            for (name, executable) in [
                ("front", Subprocess.pivotExecutable), ("full", Subprocess.pivotMediaExecutable),
            ] {
                let folder = out.appendingPathComponent(name)
                let process = try Subprocess.startPivot(
                    ["frames", clip, "--out", folder.path, "--quiet"],
                    untilFileExists: folder.appendingPathComponent("frame-00002.ppm"), executable: executable)
                let pid = process.processIdentifier
                let image = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
                #expect(image == Subprocess.pivotMediaExecutable.resolvingSymlinksInPath().path)
                let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
                signals[name] = status.split(separator: "\n").filter {
                    $0.hasPrefix("SigBlk:") || $0.hasPrefix("SigIgn:") || $0.hasPrefix("SigCgt:")
                }
                kill(pid, SIGINT)
                process.waitUntilExit()
                #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGINT)
            }
            #expect(signals["front"]?.count == 3)
            #expect(signals["front"] == signals["full"])
        }
    }

    /// Runs `arguments` (in the fixtures folder) through the front and through the full binary directly, and
    /// expects `status` and the same status, standard output and standard error from both.
    private func expectSameInBoth(_ arguments: [String], status: Int32) throws {
        let front = try Subprocess.pivot(arguments, currentDirectory: Self.fixtures)
        let full = try Subprocess.run(
            Subprocess.pivotMediaExecutable.path, arguments, currentDirectory: Self.fixtures)
        #expect(front.status == status, "\(front.stderr)")
        #expect(front.status == full.status)
        #expect(front.output == full.output)
        #expect(front.stderr == full.stderr)
        if status == 1 || status == 2 { #expect(front.stderr.hasPrefix("pivot: "), "\(front.stderr)") }
    }

    /// The file names of the shared objects `ldd` says `executable` loads (`libavformat.so.59`, ...).
    private func loadedLibraries(_ executable: URL) throws -> [String] {
        let ldd = try Subprocess.run("ldd", [executable.path])
        try #require(ldd.status == 0, "\(ldd.stderr)")
        return ldd.output.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map { String($0.split(separator: "/").last ?? $0) }
        }
    }

    /// Copies the front `pivot`, alone, into `folder` (its real path, as `/proc/self/exe` names it).
    private func copyFront(into folder: URL) throws -> URL {
        let copy = folder.resolvingSymlinksInPath().appendingPathComponent("pivot")
        try FileManager.default.copyItem(at: Subprocess.pivotExecutable, to: copy)
        return copy
    }
}
