import Foundation
import TestSupport

/// What ffprobe said about one fixture (`Media/expected.json`, written by `Scripts/make-fixtures.sh`).
struct ExpectedClip: Sendable, Decodable {
    /// A corner sample in ffmpeg's autorotated first frame (stored-pixel coordinates, SAR not applied).
    struct Corner: Sendable, Decodable {
        var x: Int
        var y: Int
        var rgb: [Int]
    }

    var name = ""
    var nbReadFrames: Int?
    var nbFrames: Int?
    var width: Int?
    var height: Int?
    /// The size of ffmpeg's autorotated output (stored pixels, SAR not applied).
    var displayWidth: Int?
    var displayHeight: Int?
    var sampleAspectRatio: String?
    var noVideo: Bool?
    var error: String?
    var displayMatrix: [Int]?
    var cornerKind: String?
    var pixFmt: String?
    var autorotatedCorners: [String: Corner]?

    private enum CodingKeys: String, CodingKey {
        case nbReadFrames = "nb_read_frames"
        case nbFrames = "nb_frames"
        case width, height
        case displayWidth = "display_width"
        case displayHeight = "display_height"
        case sampleAspectRatio = "sample_aspect_ratio"
        case noVideo = "no_video"
        case error
        case displayMatrix = "display_matrix"
        case cornerKind = "corner_kind"
        case pixFmt = "pix_fmt"
        case autorotatedCorners = "autorotated_corners"
    }

    var path: String { Fixture.path(name) }

    /// Every fixture listed in `expected.json`, sorted by name.
    static let all: [ExpectedClip] = {
        guard let data = try? Data(contentsOf: Fixture.url("expected.json")),
            let table = try? JSONDecoder().decode([String: ExpectedClip].self, from: data)
        else { return [] }
        return table.keys.sorted().map { name in
            var clip = table[name]!
            clip.name = name
            return clip
        }
    }()

    static func named(_ name: String) -> ExpectedClip? { all.first { $0.name == name } }

    /// Clips with a video stream that ffprobe could decode.
    static var decodable: [ExpectedClip] { all.filter { $0.nbReadFrames != nil } }
}
