internal import CFFmpeg
import Foundation
import Glibc
import Pixels

/// Writes RGB pictures as one video file (`.mp4` or `.mov`) at a fixed size and frame rate.
///
/// The video is H.264 when this FFmpeg has an H.264 encoder (libx264 on Debian) and MPEG-4 Part 2 otherwise;
/// either way the pictures are `yuv420p` (what every player accepts), so the canvas width and height must be even.
/// Picture `n` is shown at `n / frameRate` seconds.
///
/// ```swift
/// let writer = try MovieWriter(path: "run.mp4", width: 640, height: 640, frameRate: Rational(30, 1))
/// for image in images { try writer.append(image) }
/// try writer.finish()
/// ```
///
/// The file is written under a hidden temporary name beside `path` and renamed into place by ``finish()``, so an
/// interrupted run never leaves a truncated video under the real name; a writer released unfinished removes
/// its temporary file.
///
/// The writer owns every FFmpeg object it uses (format context and its I/O, encoder, picture, packet, scaler)
/// and frees each exactly once in `deinit`. The corresponding FFmpeg functions are `avcodec_send_frame` and
/// `av_interleaved_write_frame`.
public final class MovieWriter {
    /// The file being written.
    public let path: String
    /// The canvas width in pixels (even).
    public let width: Int
    /// The canvas height in pixels (even).
    public let height: Int
    /// Pictures per second.
    public let frameRate: Rational
    /// The encoder's FFmpeg name: `libx264` (or another H.264 encoder) or `mpeg4`.
    public let codecName: String
    /// The number of pictures appended so far.
    public private(set) var frameCount = 0

    private let handles: Handles
    private let temporaryPath: String
    private var isFinished = false

    /// Opens a new video file.
    ///
    /// - Parameters:
    ///   - path: The file to write; its extension (`.mp4`, `.mov`) chooses the container.
    ///   - width: The canvas width in pixels; even and positive.
    ///   - height: The canvas height in pixels; even and positive.
    ///   - frameRate: Pictures per second; at least ``MediaLimits/minFrameRate``.
    ///   - overwrite: Whether an existing file at `path` may be replaced.
    /// - Throws: ``MediaError/fileExists`` when `path` exists and `overwrite` is off; a ``MediaError`` with `EINVAL`
    ///   when `frameRate` is below ``MediaLimits/minFrameRate`` (a clip may declare such a rate); a ``MediaError`` with
    ///   `AVERROR_ENCODER_NOT_FOUND` when FFmpeg has neither encoder; the ``MediaError`` of the failing call when
    ///   the container cannot be chosen from the name or the file cannot be created.
    /// - Precondition: The size is positive and even.
    public init(
        path: String, width: Int, height: Int, frameRate: Rational, overwrite: Bool = false
    ) throws(MediaError) {
        precondition(width > 0 && height > 0 && width % 2 == 0 && height % 2 == 0, "canvas \(width)x\(height) not even")
        guard frameRate.isValid, frameRate.doubleValue >= MediaLimits.minFrameRate * (1 - 1e-9) else {
            throw MediaError(
                code: CFFmpeg_AVERROR(EINVAL),
                message: "frame rate \(frameRate.rateDescription) fps is below the limit of 1/1000 fps",
                operation: "open", path: path)
        }
        if !overwrite, access(path, F_OK) == 0 {
            throw MediaError(code: MediaError.fileExists.rawValue, operation: "open", path: path)
        }
        let url = URL(fileURLWithPath: path)
        let temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".pivot-tmp-\(getpid())-\(url.lastPathComponent)").path
        self.path = path
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.temporaryPath = temporaryPath
        do throws(MediaError) {
            self.handles = try Handles.open(
                path: path, temporaryPath: temporaryPath, width: width, height: height, frameRate: frameRate)
        } catch {
            unlink(temporaryPath)
            throw error.with(path: path)
        }
        self.codecName = String(cString: handles.codec.pointee.codec.pointee.name)
    }

    deinit {
        if !isFinished { unlink(temporaryPath) }
    }

    /// Encodes one picture as the next frame, centred on the canvas.
    ///
    /// A picture smaller than the canvas is centred on black (the left and top margins rounded down); a larger
    /// one is cropped to its middle. The picture is read straight into the encoder's RGB frame, so centring
    /// costs no copy of its own.
    ///
    /// - Throws: The ``MediaError`` of the failing encode or write call.
    /// - Precondition: ``finish()`` has not been called.
    public func append(_ image: RGBImage) throws(MediaError) {
        precondition(!isFinished, "append after finish")
        let frame = handles.picture
        let source = handles.source
        do throws(MediaError) {
            try check(av_frame_make_writable(frame), "av_frame_make_writable")
            Self.centre(image, in: source, width: width, height: height)
            // sws_scale reads four plane pointers and four strides.
            var sourcePlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(source.pointee.data.0), nil, nil, nil]
            var sourceStrides: [Int32] = [source.pointee.linesize.0, 0, 0, 0]
            withUnsafeMutablePointer(to: &frame.pointee.data) { data in
                withUnsafeMutablePointer(to: &frame.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(
                                handles.scaler, &sourcePlanes, &sourceStrides, 0, Int32(height), planes, strides)
                        }
                    }
                }
            }
            frame.pointee.pts = Int64(frameCount)
            try check(avcodec_send_frame(handles.codec, frame), "avcodec_send_frame")
            frameCount += 1
            try drainPackets()
        } catch {
            throw error.with(path: path)
        }
    }

    /// Flushes the encoder, completes the file and moves it to ``path``.
    ///
    /// - Throws: The ``MediaError`` of the failing flush, trailer or rename.
    /// - Precondition: Called once.
    public func finish() throws(MediaError) {
        precondition(!isFinished, "finish called twice")
        do throws(MediaError) {
            try check(avcodec_send_frame(handles.codec, nil), "avcodec_send_frame")
            try drainPackets()
            try check(av_write_trailer(handles.format), "av_write_trailer")
            try check(avio_closep(&handles.format.pointee.pb), "avio_closep")
        } catch {
            throw error.with(path: path)
        }
        guard rename(temporaryPath, path) == 0 else { throw MediaError.fileSystem("rename", path: path) }
        isFinished = true
    }

    /// Copies `image` into the RGB24 `frame` of `width` × `height`, centred on black and cropped when larger.
    private static func centre(_ image: RGBImage, in frame: UnsafeMutablePointer<AVFrame>, width: Int, height: Int) {
        let stride = Int(frame.pointee.linesize.0)
        let base = frame.pointee.data.0!
        let left = (width - image.width) / 2
        let top = (height - image.height) / 2
        let columns = max(0, left)..<min(width, left + image.width)
        let rows = max(0, top)..<min(height, top + image.height)
        image.pixels.withUnsafeBytes { pixels in
            for y in 0..<height {
                let row = base + y * stride
                guard rows.contains(y), !columns.isEmpty else {
                    row.initialize(repeating: 0, count: width * 3)
                    continue
                }
                row.initialize(repeating: 0, count: columns.lowerBound * 3)
                UnsafeMutableRawPointer(row + columns.lowerBound * 3).copyMemory(
                    from: pixels.baseAddress! + (y - top) * image.bytesPerRow + (columns.lowerBound - left) * 3,
                    byteCount: columns.count * 3)
                (row + columns.upperBound * 3).initialize(repeating: 0, count: (width - columns.upperBound) * 3)
            }
        }
    }

    /// Writes every packet the encoder has ready.
    private func drainPackets() throws(MediaError) {
        let packet = handles.packet
        while true {
            let received = avcodec_receive_packet(handles.codec, packet)
            if received == averrorAgain || received == averrorEOF { return }
            try check(received, "avcodec_receive_packet")
            av_packet_rescale_ts(packet, handles.codec.pointee.time_base, handles.stream.pointee.time_base)
            packet.pointee.stream_index = handles.stream.pointee.index
            // av_interleaved_write_frame takes the packet's data and leaves it blank for the next receive.
            try check(av_interleaved_write_frame(handles.format, packet), "av_interleaved_write_frame")
        }
    }
}

@available(*, unavailable, message: "FFmpeg's encoder and muxer contexts are not thread-safe")
extension MovieWriter: Sendable {}
