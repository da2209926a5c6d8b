import Pixels

@testable import Video

extension FrameScaler {
    /// `frame` turned by `transform` at its stored-pixel upright size, through a chosen path.
    static func image(
        from frame: VideoFrame, transform: DisplayTransform, path: ScalePath? = nil
    ) throws(MediaError)
        -> RGBImage
    {
        let (width, height) = transform.swapsDimensions ? (frame.height, frame.width) : (frame.width, frame.height)
        let scaler = FrameScaler()
        try scaler.scale(frame, transform: transform, path: path, width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeMutableBytes { buffer in
            scaler.output.copyRows(
                into: buffer.baseAddress!, bytesPerRow: width * 3, rowBytes: width * 3, height: height)
        }
        return RGBImage(width: width, height: height, pixels: pixels)!
    }
}
