import Foundation
import TestSupport
import Testing

/// `pivot inspect` as a user runs it: the built binary, its output and its exit status.
struct InspectCommandTests {
    @Test func summaryOfTheIPhonePortraitClip() throws {
        let result = try Subprocess.pivot(["inspect", "Media/rot-iphone-portrait.mov"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "no FFmpeg log noise without --verbose")
        #expect(
            result.output == """
                Media/rot-iphone-portrait.mov: h264 1920x1080, SAR 1:1, DAR 16:9, rotation -90
                  displayed as 1080x1920 (portrait), 30 fps, 10 frames, 0.33 s

                """)
    }

    @Test func jsonForOneFileIsAnObjectWithFFprobeValues() throws {
        let result = try Subprocess.pivot(["inspect", "Media/anamorphic-sar32x27.mov", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let video = try #require(object["video"] as? [String: Any])
        let reference = try #require(try FFprobe.videoStream(Fixture.path("anamorphic-sar32x27.mov")))
        #expect(object["file"] as? String == "Media/anamorphic-sar32x27.mov")
        #expect(video["width"] as? Int == reference.width)
        #expect(video["sample_aspect_ratio"] as? String == reference.sampleAspectRatio)
        #expect(video["display_aspect_ratio"] as? String == reference.displayAspectRatio)
        #expect(video["frame_rate"] as? String == reference.avgFrameRate)
        #expect(video["display_width"] as? Int == 853)
        #expect(video["display_height"] as? Int == 480)
        #expect(video["orientation"] as? String == "landscape")
        #expect(video["mirrored"] as? Bool == false)
        let expectedKeys: Set = [
            "index", "codec", "width", "height", "sample_aspect_ratio", "display_aspect_ratio", "rotation",
            "mirrored", "display_width", "display_height", "orientation", "frame_rate", "frame_count",
            "pixel_format", "sample_aspect_ratio_declared", "color_range", "color_space", "color_transfer",
            "color_primaries", "hdr", "dolby_vision", "field_order", "alpha", "start_time", "duration",
            "mastering_display", "content_light_level", "clean_aperture", "aperture", "aperture_display_width",
            "aperture_display_height", "stereo", "container_frame_count",
        ]
        #expect(Set(video.keys) == expectedKeys)
        #expect(
            Set(object.keys) == [
                "file", "format", "duration", "start_time", "ios_playable", "ios_playable_reason", "video",
                "video_streams", "warnings",
            ])
        #expect((object["warnings"] as? [String]) == [])
    }

    @Test func jsonForSeveralFilesIsAnArrayAndABadFileDoesNotStopTheOthers() throws {
        let result = try Subprocess.pivot([
            "inspect", "Media/ar-4x3.mov", "Media/broken/audio-only.mov", "Media/rot-p90.mov", "--json",
        ])
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(array.count == 3)
        #expect((array[0]["video"] as? [String: Any])?["width"] as? Int == 640)
        #expect(array[1]["error"] as? String != nil)
        #expect((array[2]["video"] as? [String: Any])?["rotation"] as? Int == 90)
        #expect(
            result.stderr
                == "pivot: Media/broken/audio-only.mov: no video stream (stream choice)\n")
    }

    @Test(
        arguments: Fixture.brokenClips.filter {
            !$0.contains("truncated-with-index") && !$0.contains("corrupt") && !$0.contains("grows-mid-stream")
                && !$0.hasPrefix("broken/fuzz-") && !$0.hasPrefix("broken/limit-")
        })
    func unreadableFileGetsOneLineNamingItAndExitOne(clip: String) throws {
        let result = try Subprocess.pivot(["inspect", "Media/\(clip)"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("pivot: Media/\(clip): ") == true)
        #expect(result.stdout.isEmpty)
    }

    @Test func missingArgumentIsAUsageErrorWithStatusTwo() throws {
        let result = try Subprocess.pivot(["inspect"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument"))
    }

    @Test func helpDescribesTheCommand() throws {
        let result = try Subprocess.pivot(["inspect", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: pivot inspect <files> ..."))
        #expect(result.output.contains("--json"))
        #expect(result.output.contains("--verbose"))
    }

    @Test func verboseLetsFFmpegSpeak() throws {
        let result = try Subprocess.pivot(["inspect", "--verbose", "Media/broken/truncated-no-index.mov"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("moov atom not found"))
    }

    /// As `frames` warns at the end of decoding, `inspect` warns from the index (and still reports, exit 0).
    @Test func aTruncatedFastStartFileIsWarnedAbout() throws {
        let clip = "Media/broken/truncated-with-index.mov"
        let result = try Subprocess.pivot(["inspect", "--json", clip])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("pivot: warning: \(clip): file is truncated: the container lists 30 frames"))
        // The JSON lists the same sentence under `warnings`.
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [String])
        #expect(warnings.count == 1)
        #expect(result.stderr.contains(try #require(warnings.first)), "\(warnings) vs \(result.stderr)")
        #expect(warnings.first?.hasPrefix("file is truncated: the container lists 30 frames") == true)
        let whole = try Subprocess.pivot(["inspect", "--json", "Media/ar-4x3.mov"])
        #expect(whole.status == 0 && whole.stderr.isEmpty)
    }

    @Test func countFramesDecodesAndAgreesWithFFprobeCountFrames() throws {
        let clips = Fixture.playableClips + ["broken/truncated-with-index.mov", "broken/corrupt-mdat.mov"]
        let result = try Subprocess.pivot(["inspect", "--json", "--count-frames"] + clips.map { "Media/\($0)" })
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
        #expect(array.count == clips.count)
        for (clip, object) in zip(clips, array) {
            let reference = try #require(try FFprobe.videoStream(Fixture.path(clip), countFrames: true))
            let counted = (object["video"] as? [String: Any])?["frame_count"] as? Int
            #expect(counted == reference.nbReadFrames.flatMap(Int.init), "\(clip)")
        }
    }
}
