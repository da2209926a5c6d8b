import Foundation
import TestSupport
import Testing

@testable import Video

/// `MediaFile` against ffprobe, the reference tool, on every fixture clip.
struct ProbeTests {
    @Test func everyPlayableFixtureIsPresent() {
        #expect(Fixture.playableClips.count >= 20, "Media/ should hold the fixture clips; run `make fixtures`")
        #expect(Fixture.brokenClips.count >= 6)
    }

    @Test(arguments: Fixture.playableClips)
    func probeAgreesWithFFprobe(clip: String) throws {
        let path = Fixture.path(clip)
        let reference = try #require(try FFprobe.videoStream(path))
        let video = try MediaFile(path: path).info.video

        #expect(video.index == reference.index)
        #expect(video.codecName == reference.codecName)
        #expect(video.width == reference.width)
        #expect(video.height == reference.height)
        #expect(video.rotation == reference.rotation)
        #expect(video.frameRate.rateDescription == reference.avgFrameRate)
        #expect(video.frameCount == reference.nbFrames.flatMap(Int.init))
        #expect(video.pixelFormat == reference.pixFmt)
        if let sar = reference.sampleAspectRatio, sar != "N/A", sar != "0:1" {
            #expect(video.sampleAspectRatio.aspectDescription == sar)
            #expect(video.displayAspectRatio.aspectDescription == reference.displayAspectRatio)
        } else {
            #expect(video.sampleAspectRatio == Rational(1, 1), "no declared SAR means square pixels")
        }
    }

    @Test(arguments: Fixture.playableClips)
    func displaySizeIsSARScaledWidthSwappedForQuarterTurns(clip: String) throws {
        let path = Fixture.path(clip)
        let reference = try #require(try FFprobe.videoStream(path))
        let video = try MediaFile(path: path).info.video
        let sar = (reference.sampleAspectRatio ?? "1:1").split(separator: ":").compactMap { Double($0) }
        let scale = sar.count == 2 && sar[0] > 0 && sar[1] > 0 ? sar[0] / sar[1] : 1
        let width = Int((Double(reference.width) * scale).rounded())
        let quarterTurn = abs(reference.rotation) == 90 || abs(reference.rotation) == 270
        let expected = quarterTurn ? (reference.height, width) : (width, reference.height)
        #expect(video.displaySize == expected)
    }

    /// Values from `docs/ffmpeg-facts.md`, "Fixture display sizes" (ffprobe's numbers), independent of Pivot's code.
    @Test(arguments: [
        ("rot-iphone-portrait.mov", 1080, 1920, PictureShape.portrait),
        ("rot-p90.mov", 360, 640, .portrait),
        ("rot-180.mov", 640, 360, .landscape),
        ("anamorphic-sar32x27.mov", 853, 480, .landscape),
        ("anamorphic-container-only.mov", 853, 480, .landscape),
        ("sar-conflict.mov", 640, 480, .landscape),
        ("ar-9x16.mov", 360, 640, .portrait),
    ])
    func knownDisplaySizes(clip: String, width: Int, height: Int, shape: PictureShape) throws {
        let video = try MediaFile(path: Fixture.path(clip)).info.video
        #expect(video.displaySize == (width, height))
        #expect(video.displayShape == shape)
    }

    @Test func containerSARWinsOverTheBitstream() throws {
        // VUI says 32:27, the pasp atom says 8:9: av_guess_sample_aspect_ratio prefers the container.
        let video = try MediaFile(path: Fixture.path("sar-conflict.mov")).info.video
        #expect(video.sampleAspectRatio == Rational(8, 9))
        #expect(video.displayAspectRatio == Rational(4, 3))
    }

    @Test func iPhonePortraitRecordingReadsMinus90AndTurnsClockwise() throws {
        let video = try MediaFile(path: Fixture.path("rot-iphone-portrait.mov")).info.video
        #expect(video.rotation == -90)
        #expect(video.transform == .rotateClockwise)
        #expect(video.displayAspectRatio == Rational(16, 9), "ffprobe's DAR is not rotation-aware")
    }

    @Test func mirrorMatrixIsReportedAsMirroredNotJustAHalfTurn() throws {
        let video = try MediaFile(path: Fixture.path("mirror-hflip.mov")).info.video
        #expect(video.isMirrored)
        #expect(video.transform == .flipHorizontal)
        let rotated = try MediaFile(path: Fixture.path("rot-180.mov")).info.video
        #expect(!rotated.isMirrored)
        #expect(rotated.transform == .rotate180)
    }

    @Test func videoAfterAudioIsFoundByBestStream() throws {
        let video = try MediaFile(path: Fixture.path("audio-first.mov")).info.video
        #expect(video.index == 1)
    }

    // MARK: - Broken input

    @Test(arguments: ["broken/zero-bytes.mov", "broken/text-renamed.mov", "broken/truncated-no-index.mov"])
    func unreadableFilesAreInvalidData(clip: String) {
        #expect {
            _ = try MediaFile(path: Fixture.path(clip))
        } throws: { error in
            guard let error = error as? MediaError else { return false }
            return error.is(MediaError.invalidData) && error.path == Fixture.path(clip)
        }
    }

    @Test func audioOnlyFileHasNoVideoStream() {
        #expect {
            _ = try MediaFile(path: Fixture.path("broken/audio-only.mov"))
        } throws: { error in
            guard let error = error as? MediaError else { return false }
            return error.is(MediaError.noVideoStream) && error.description.contains("no video stream")
        }
    }

    @Test func missingFileIsNoSuchFile() {
        let path = Fixture.path("does-not-exist.mov")
        #expect {
            _ = try MediaFile(path: path)
        } throws: { error in
            guard let error = error as? MediaError else { return false }
            return error.is(MediaError.noSuchFile) && error.description.hasPrefix(path + ": ")
        }
    }

    @Test(arguments: ["broken/truncated-with-index.mov", "broken/corrupt-mdat.mov"])
    func damagedButIndexedFilesStillProbe(clip: String) throws {
        let reference = try #require(try FFprobe.videoStream(Fixture.path(clip)))
        let video = try MediaFile(path: Fixture.path(clip)).info.video
        #expect(video.width == reference.width)
        #expect(video.frameCount == reference.nbFrames.flatMap(Int.init))
    }

    @Test func catchPatternMatchesByCode() {
        do {
            _ = try MediaFile(path: Fixture.path("broken/audio-only.mov"))
            Issue.record("expected an error")
        } catch MediaError.noVideoStream {
            // expected
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
