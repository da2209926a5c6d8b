import Foundation
import Pixels
import TestSupport
import Testing
import Video

/// `pivot inspect` reports what changes the picture with ffprobe's names and values, reads folders, keeps
/// reporting clips beyond the decoding limits, and names errors in words.
struct InspectMediaTruthTests {
    private func inspectJSON(_ arguments: [String]) throws -> (status: Int32, objects: [[String: Any]], stderr: String)
    {
        let result = try Subprocess.pivot(["inspect", "--json"] + arguments)
        let parsed = try JSONSerialization.jsonObject(with: result.stdout)
        let objects = (parsed as? [[String: Any]]) ?? [(parsed as? [String: Any]) ?? [:]]
        return (result.status, objects, result.stderr)
    }

    private func time(_ value: Any?) -> Double? { value as? Double }

    @Test func colourFieldOrderAndTimesEqualFFprobesOnEveryFixture() throws {
        let clips = (Fixture.playableClips + Fixture.edgeClips).filter { $0 != "edge/audio-cover.m4a" }
        let run = try inspectJSON(clips.map { "Media/\($0)" })
        #expect(run.status == 0, "\(run.stderr)")
        try #require(run.objects.count == clips.count)
        for (clip, object) in zip(clips, run.objects) {
            let video = try #require(object["video"] as? [String: Any], "\(clip)")
            let index = try #require(video["index"] as? Int)
            let reference = try #require(try FFprobe.videoStream(Fixture.path(clip), streamIndex: index))
            #expect(video["color_range"] as? String == reference.colorRange, "\(clip)")
            #expect(video["color_space"] as? String == reference.colorSpace, "\(clip)")
            #expect(video["color_transfer"] as? String == reference.colorTransfer, "\(clip)")
            #expect(video["color_primaries"] as? String == reference.colorPrimaries, "\(clip)")
            #expect(video["field_order"] as? String == reference.fieldOrder, "\(clip)")
            let startTime = reference.startTime.flatMap(Double.init)
            let duration = reference.duration.flatMap(Double.init)
            #expect((time(video["start_time"]) == nil) == (startTime == nil), "\(clip)")
            #expect(abs((time(video["start_time"]) ?? 0) - (startTime ?? 0)) < 1e-6, "\(clip)")
            #expect((time(video["duration"]) == nil) == (duration == nil), "\(clip)")
            #expect(abs((time(video["duration"]) ?? 0) - (duration ?? 0)) < 1e-6, "\(clip)")
            #expect(abs((time(object["start_time"]) ?? 0) - (reference.formatStartTime ?? 0)) < 1e-6, "\(clip)")
            let expectedHDR: String? =
                switch reference.colorTransfer {
                case "arib-std-b67": "hlg"
                case "smpte2084": "pq"
                default: nil
                }
            #expect(video["hdr"] as? String == expectedHDR, "\(clip)")
            #expect(video["dolby_vision"] is NSNull, "no fixture carries a Dolby Vision record")
            #expect(video["alpha"] as? Bool == reference.pixFmt?.hasPrefix("yuva"), "\(clip)")
        }
    }

    /// `mastering_display` and `content_light_level` carry ffprobe's names and values: the container's, else the
    /// first frame's (these fixtures have them in the HEVC SEI only, which ffprobe shows under `-show_frames`).
    @Test(arguments: [
        "hdr/ramps-pq-4000.mov", "hdr/ramps-pq-2000-mastering.mov", "hdr/ramps-pq-none.mov", "hdr/ramps-hlg.mov",
    ])
    func hdrMetadataIsFFprobes(clip: String) throws {
        let run = try inspectJSON(["Media/\(clip)"])
        let video = try #require(run.objects.first?["video"] as? [String: Any])
        let probe = try Subprocess.run(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-read_intervals", "%+#1", "-show_frames", "-of", "json",
                Fixture.path(clip),
            ])
        let frames = try #require(
            (try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])?["frames"] as? [[String: Any]])
        let sideData = (frames.first?["side_data_list"] as? [[String: Any]]) ?? []
        func reference(_ type: String) -> NSDictionary? {
            sideData.first { $0["side_data_type"] as? String == type }.map { entry in
                entry.filter { $0.key != "side_data_type" } as NSDictionary
            }
        }
        let mastering = reference("Mastering display metadata")
        let light = reference("Content light level metadata")
        #expect((video["mastering_display"] as? NSDictionary) == mastering, "\(clip)")
        #expect((video["content_light_level"] as? NSDictionary) == light, "\(clip)")
        #expect((mastering == nil) == (video["mastering_display"] is NSNull), "\(clip)")
        #expect(clip.contains("none") || clip.contains("hlg") ? mastering == nil : mastering != nil, "\(clip)")
    }

    /// `clean_aperture` is the `clap` crop in coded pixels, and `aperture_display_*` the size AVFoundation shows
    /// in the `--aperture` mode: tapt's where the track has one, else the crop (clean) or the whole picture.
    @Test(arguments: [
        ("clap-480x270.mov", "clean", 480, 270), ("clap-480x270.mov", "production", 640, 360),
        ("clap-tapt-no-pasp.mov", "clean", 480, 270), ("clap-tapt-no-pasp.mov", "encoded", 640, 360),
    ])
    func cleanApertureAndTheSizeAPlayerShows(clip: String, mode: String, width: Int, height: Int) throws {
        let run = try inspectJSON(["--aperture", mode, "Media/edge/\(clip)"])
        let video = try #require(run.objects.first?["video"] as? [String: Any])
        let crop = try #require(video["clean_aperture"] as? [String: Int])
        let offset = clip.contains("tapt") ? (16, -8) : (0, 0)
        #expect(crop == ["x": 80 + offset.0, "y": 45 + offset.1, "width": 480, "height": 270])
        #expect(video["aperture"] as? String == mode)
        #expect(video["aperture_display_width"] as? Int == width && video["aperture_display_height"] as? Int == height)
        // FFmpeg does not read clap: its display size stays the coded one.
        #expect(video["display_width"] as? Int == 640)
    }

    /// `stereo` comes from the `vexu`/`hfov` atoms an iPhone writes for MV-HEVC spatial video; `frames` says that
    /// the base layer is shown.
    @Test func spatialVideoReportsItsStereoLayout() throws {
        let run = try inspectJSON(["Media/edge/stereo-vexu.mov", "Media/codec-hevc.mov"])
        let videos = run.objects.compactMap { $0["video"] as? [String: Any] }
        try #require(videos.count == 2)
        let stereo = try #require(videos[0]["stereo"] as? [String: Any])
        #expect(stereo["views"] as? Int == 2 && stereo["hero_eye"] as? String == "left")
        #expect(stereo["baseline_mm"] as? Double == 19.24 && stereo["horizontal_fov"] as? Double == 64)
        #expect(videos[1]["stereo"] is NSNull)
        try TemporaryFolder.with("stereo") { folder in
            let frames = try Subprocess.pivot([
                "frames", "Media/edge/stereo-vexu.mov", "--out", folder.path, "--overwrite",
            ])
            #expect(frames.status == 0 && frames.stderr.contains("the base layer (left eye) is shown"))
        }
    }

    /// `frame_count` is what a player shows after the edit list (ffprobe's `-count_frames` `nb_read_frames`), and
    /// `container_frame_count` the container's count (ffprobe's `nb_frames`); they differ when the edit list cuts.
    @Test(arguments: ["edge/edit-list-cut.mov", "ar-16x9.mov"]) func frameCountIsWhatThePlayerShows(clip: String) throws
    {
        let run = try inspectJSON(["Media/\(clip)"])
        let video = try #require(run.objects.first?["video"] as? [String: Any])
        let probe = try Subprocess.run(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                "stream=nb_frames,nb_read_frames", "-of", "json", Fixture.path(clip),
            ])
        let stream = try #require(
            ((try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])?["streams"] as? [[String: Any]])?
                .first)
        #expect(video["frame_count"] as? Int == Int(stream["nb_read_frames"] as? String ?? ""), "\(clip)")
        #expect(video["container_frame_count"] as? Int == Int(stream["nb_frames"] as? String ?? ""), "\(clip)")
    }

    @Test func edgeClipsReportHLGInterlacingAndAlpha() throws {
        let run = try inspectJSON([
            "Media/edge/hlg-tags.mov", "Media/edge/interlaced.mov", "Media/edge/prores-alpha.mov",
        ])
        let videos = run.objects.compactMap { $0["video"] as? [String: Any] }
        try #require(videos.count == 3)
        #expect(videos[0]["hdr"] as? String == "hlg")
        #expect(videos[1]["field_order"] as? String == "tt")
        #expect(videos[2]["alpha"] as? Bool == true)
        #expect(videos[0]["alpha"] as? Bool == false)
    }

    @Test func aClipWithoutASampleAspectRatioPrintsNAAsFFprobeDoes() throws {
        let reference = try #require(try FFprobe.videoStream(Fixture.path("edge/no-sar.mov")))
        #expect(reference.sampleAspectRatio == nil, "ffprobe leaves it out: the fixture declares none")
        let text = try Subprocess.pivot(["inspect", "Media/edge/no-sar.mov"])
        #expect(text.output.hasPrefix("Media/edge/no-sar.mov: h264 64x48, SAR N/A, DAR N/A, rotation 0\n"))
        let run = try inspectJSON(["Media/edge/no-sar.mov", "Media/ar-4x3.mov"])
        let declared = run.objects.map { ($0["video"] as? [String: Any])?["sample_aspect_ratio_declared"] as? Bool }
        #expect(declared == [false, true])
    }

    /// A 30° display matrix: inspect's displayed size and the frames written are the turned picture's bounding
    /// box, the size `ffmpeg -vf rotate=A:ow=rotw(A):oh=roth(A)` gives, and nothing is warned about.
    @Test func aThirtyDegreeMatrixIsShownInItsBoundingBoxByInspectAndFrames() throws {
        let clip = "Media/edge/matrix-30.mov"
        let folder = try TemporaryFolder.make("matrix-30")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = "-30*PI/180"
        let oracle = try Subprocess.run(
            "ffmpeg",
            [
                "-nostdin", "-v", "error", "-noautorotate", "-i", Fixture.path("edge/matrix-30.mov"), "-frames:v", "1",
                "-vf",
                "rotate=\(a):ow=rotw(\(a)):oh=roth(\(a))", "-pix_fmt", "rgb24", folder.path + "/oracle.ppm",
            ])
        #expect(oracle.status == 0, "\(oracle.stderr)")
        let reference = try #require(PPM.decode(try Data(contentsOf: folder.appendingPathComponent("oracle.ppm"))))
        let run = try inspectJSON([clip])
        let video = try #require(run.objects.first?["video"] as? [String: Any])
        #expect(
            video["display_width"] as? Int == reference.width && video["display_height"] as? Int == reference.height)
        let frames = try Subprocess.pivot(["frames", clip, "--out", folder.path + "/frames"])
        #expect(frames.status == 0 && frames.stderr.isEmpty, "\(frames.stderr)")
        let first = try #require(
            PPM.decode(try Data(contentsOf: folder.appendingPathComponent("frames/frame-00000.ppm"))))
        #expect(first.width == reference.width && first.height == reference.height)
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("frames/frames.json"))) as? [String: Any])
        #expect(manifest["transform"] as? String == "rotate 30° counter-clockwise")
    }

    @Test func videoStreamsListsEveryVideoStreamAndTheChosenOne() throws {
        let run = try inspectJSON(["Media/edge/two-video.mov"])
        let streams = try #require(run.objects.first?["video_streams"] as? [[String: Any]])
        #expect(streams.map { $0["index"] as? Int } == [0, 1])
        #expect(streams.map { $0["width"] as? Int } == [320, 1280])
        #expect(streams.map { $0["chosen"] as? Bool } == [false, true])
        #expect(streams.map { $0["attached_pic"] as? Bool } == [false, false])
        let chosen = try inspectJSON(["--stream", "0", "Media/edge/two-video.mov"])
        #expect((chosen.objects.first?["video"] as? [String: Any])?["width"] as? Int == 320)
    }

    @Test func anAudioFileWithACoverIsNoVideoStreamWithExitOne() throws {
        let result = try Subprocess.pivot(["inspect", "Media/edge/audio-cover.m4a"])
        #expect(result.status == 1)
        #expect(result.stderr == "pivot: Media/edge/audio-cover.m4a: no video stream (stream choice)\n")
    }

    @Test func aFolderStandsForTheMediaFilesDirectlyInItByName() throws {
        let run = try inspectJSON(["Media/broken"])
        let files = run.objects.compactMap { $0["file"] as? String }
        let expected = Fixture.brokenClips.filter {
            !["broken/text-renamed.mov", "broken/zero-bytes.mov", "broken/truncated-no-index.mov"].contains($0)
        }.map { "Media/\($0)" }
        #expect(files == expected, "not media: skipped; the rest by name")
        #expect(run.status == 1, "audio-only.mov is media without video")
        let top = try inspectJSON(["Media"])
        #expect(top.objects.compactMap { $0["file"] as? String } == Fixture.playableClips.map { "Media/\($0)" })
        #expect(top.status == 0, "README.md and expected.json are skipped; broken/ and edge/ are not entered")
    }

    @Test func aClipBeyondTheDecodingLimitsIsReportedWithAWarning() throws {
        let result = try Subprocess.pivot(["inspect", "Media/broken/limit-frames-100m.mov"])
        #expect(result.status == 0)
        #expect(result.output.contains("100000000 frames"))
        #expect(result.stderr.hasPrefix("pivot: warning: Media/broken/limit-frames-100m.mov: "))
        // The JSON lists the warning too, the same words.
        let run = try inspectJSON(["Media/broken/limit-frames-100m.mov"])
        let warnings = try #require(run.objects.first?["warnings"] as? [String])
        #expect(warnings.count == 1)
        #expect(
            warnings.allSatisfy { run.stderr.contains($0) && $0.hasSuffix("reporting the header only") }, "\(warnings)")
    }

    @Test func errorsAreInWordsAndTheCodeIsInVerboseAndJSON() throws {
        let plain = try Subprocess.pivot(["inspect", "Media/broken/zero-bytes.mov"])
        #expect(
            plain.stderr
                == "pivot: Media/broken/zero-bytes.mov: Invalid data found when processing input (avformat_open_input)\n"
        )
        let verbose = try Subprocess.pivot(["inspect", "--verbose", "Media/broken/zero-bytes.mov"])
        #expect(verbose.stderr.contains("(avformat_open_input, code -1094995529)"))
        let run = try inspectJSON(["Media/broken/zero-bytes.mov"])
        #expect(run.objects.first?["error_code"] as? Int == -1_094_995_529)
    }
}
