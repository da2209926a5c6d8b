import Foundation
import TestSupport
import Testing

@testable import Video

/// Which stream is the video: the one the ffmpeg CLI maps, never cover art, or the one asked for by index.
struct StreamChoiceTests {
    /// The input stream index the ffmpeg CLI maps to its video output (`Stream #0:N -> #0:0`).
    private func ffmpegCLIChoice(_ path: String) throws -> Int? {
        let result = try Subprocess.run("ffmpeg", ["-nostdin", "-i", path, "-frames:v", "1", "-f", "null", "-"])
        guard let line = result.stderr.split(separator: "\n").first(where: { $0.contains("-> #0:0") }),
            let range = line.range(of: "#0:")
        else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func ofTwoVideoTracksTheLargerIsChosenAsTheFFmpegCLIChooses() throws {
        let path = Fixture.path("edge/two-video.mov")
        let info = try MediaFile(path: path).info
        #expect(info.video.index == (try ffmpegCLIChoice(path)))
        #expect(info.video.width == 1280 && info.video.height == 720)
        #expect(info.videoStreams.map(\.index) == [0, 1])
    }

    @Test func streamIndexChoosesThatStream() throws {
        let info = try MediaFile(path: Fixture.path("edge/two-video.mov"), streamIndex: 0).info
        #expect(info.video.index == 0)
        #expect(info.video.width == 320 && info.video.height == 240)
    }

    @Test func streamIndexThatIsNotAVideoStreamIsNoVideoStream() {
        #expect {
            _ = try MediaFile(path: Fixture.path("audio-first.mov"), streamIndex: 0)
        } throws: { error in
            (error as? MediaError)?.is(MediaError.noVideoStream) == true
        }
    }

    @Test func anAudioFileWithACoverHasNoVideoStream() throws {
        let path = Fixture.path("edge/audio-cover.m4a")
        let cover = try #require(try FFprobe.videoStream(path))
        #expect(cover.codecName == "mjpeg", "the fixture holds a cover picture")
        #expect {
            _ = try MediaFile(path: path)
        } throws: { error in
            (error as? MediaError)?.is(MediaError.noVideoStream) == true
        }
    }

    @Test func aClipBeyondTheLimitsCanBeReadButNotDecoded() throws {
        let file = try MediaFile(path: Fixture.path("broken/limit-frames-100m.mov"), enforcingLimits: false)
        #expect(file.info.video.frameCount == 100_000_000)
        #expect(file.info.limitViolation?.contains("100000000") == true)
        #expect {
            _ = try FrameReader(file: file)
        } throws: { error in
            (error as? MediaError)?.is(MediaError.invalidData) == true
        }
    }

    @Test func errorDescriptionGivesTheReasonInWordsAndTheDetailedOneTheCode() {
        do {
            _ = try MediaFile(path: Fixture.path("broken/zero-bytes.mov"))
            Issue.record("a zero-byte file opened")
        } catch {
            #expect(!error.description.contains("\(error.code)"))
            #expect(error.description.lowercased().contains("invalid data"))
            #expect(error.detailedDescription.contains("code \(error.code)"))
        }
    }
}
