internal import CFFmpeg

/// Where converted pixels go: the planes of a `width`×`height` picture in `format`.
struct Destination {
    var planes: [Plane]
    var width: Int
    var height: Int
    var format: AVPixelFormat = AV_PIX_FMT_RGB24
}
