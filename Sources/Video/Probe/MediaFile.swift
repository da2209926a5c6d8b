internal import CFFmpeg

/// An open clip: owns FFmpeg's format context and knows which stream is the video.
///
/// Opening reads the container header and probes the streams (`avformat_find_stream_info`), so ``info`` is
/// available at once. The demuxer reads packets through the same context.
///
/// ```swift
/// let file = try MediaFile(path: "Media/rot-iphone-portrait.mov")
/// print(file.info.video.displaySize)   // (1080, 1920)
/// ```
public final class MediaFile {
    /// The owned format context; freed in `deinit`.
    let context: UnsafeMutablePointer<AVFormatContext>
    /// The index of the video stream in ``context``.
    let videoStreamIndex: Int32
    /// What the clip is, copied into values at open time.
    public let info: MediaInfo

    /// Opens a clip and probes its video stream.
    ///
    /// - Parameter path: The file to open.
    /// - Throws: ``MediaError/noSuchFile`` when the file is missing, ``MediaError/invalidData`` when it is not a
    ///   movie FFmpeg can read, ``MediaError/noVideoStream`` when it has no video, ``MediaError/decoderNotFound``
    ///   when no decoder handles the video codec, ``MediaError/invalidData`` when the clip claims a size, frame
    ///   count or duration beyond ``MediaLimits``, or another ``MediaError`` carrying FFmpeg's code.
    ///   The corresponding FFmpeg functions are `avformat_open_input` and `avformat_find_stream_info`.
    public init(path: String) throws(MediaError) {
        let context = try Self.openContext(path: path)
        do throws(MediaError) {
            let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
            if index == CFFmpeg_AVERROR_STREAM_NOT_FOUND {
                throw MediaError(code: index, message: "no video stream", operation: "av_find_best_stream", path: path)
            }
            try check(index, "av_find_best_stream", path: path)
            self.info = try Self.makeInfo(context: context, videoIndex: index, path: path)
            self.videoStreamIndex = index
            self.context = context
        } catch {
            var owned: UnsafeMutablePointer<AVFormatContext>? = context
            avformat_close_input(&owned)
            throw error
        }
    }

    deinit {
        var owned: UnsafeMutablePointer<AVFormatContext>? = context
        avformat_close_input(&owned)
    }

    /// The video stream; borrowed from ``context`` and valid only while `self` lives.
    var videoStream: UnsafeMutablePointer<AVStream> {
        context.pointee.streams[Int(videoStreamIndex)]!
    }

    /// Opens the container and probes its streams, freeing the context itself if either step fails.
    private static func openContext(path: String) throws(MediaError) -> UnsafeMutablePointer<AVFormatContext> {
        var context: UnsafeMutablePointer<AVFormatContext>?
        // avformat_open_input frees the context and sets it to NULL when it fails.
        try check(avformat_open_input(&context, path, nil, nil), "avformat_open_input", path: path)
        guard let opened = context else {
            throw MediaError(code: CFFmpeg_AVERROR_INVALIDDATA, operation: "avformat_open_input", path: path)
        }
        let found = avformat_find_stream_info(opened, nil)
        if found < 0 {
            avformat_close_input(&context)
            throw MediaError(code: found, operation: "avformat_find_stream_info", path: path)
        }
        return opened
    }

    private static func makeInfo(
        context: UnsafeMutablePointer<AVFormatContext>, videoIndex: Int32, path: String
    ) throws(MediaError) -> MediaInfo {
        let stream = context.pointee.streams[Int(videoIndex)]!
        let parameters = stream.pointee.codecpar!.pointee
        guard avcodec_find_decoder(parameters.codec_id) != nil else {
            let codec = String(cString: avcodec_get_name(parameters.codec_id))
            throw MediaError(
                code: CFFmpeg_AVERROR_DECODER_NOT_FOUND, message: "no decoder for codec \(codec)",
                operation: "avcodec_find_decoder", path: path)
        }
        let guessed = Rational(av_guess_sample_aspect_ratio(context, stream, nil))
        let sar = guessed.isValid ? guessed : Rational(1, 1)
        let width = Int(parameters.width)
        let height = Int(parameters.height)
        let matrix = CFFmpeg_stream_display_matrix(stream).map {
            DisplayMatrix(values: Array(UnsafeBufferPointer(start: $0, count: 9)))
        }
        let pixelFormat = av_get_pix_fmt_name(AVPixelFormat(rawValue: parameters.format)).map { String(cString: $0) }
        let video = VideoStreamInfo(
            index: Int(videoIndex),
            codecName: String(cString: avcodec_get_name(parameters.codec_id)),
            width: width,
            height: height,
            sampleAspectRatio: sar,
            declaresSampleAspectRatio: guessed.isValid,
            displayAspectRatio: Rational(width * sar.numerator, height * sar.denominator).reduced(),
            rotation: matrix?.ffprobeRotation ?? 0,
            transform: matrix?.transform ?? .identity,
            frameRate: Rational(stream.pointee.avg_frame_rate),
            timestampRate: Rational(stream.pointee.r_frame_rate),
            frameCount: stream.pointee.nb_frames > 0 ? Int(stream.pointee.nb_frames) : nil,
            pixelFormat: pixelFormat ?? "none",
            duration: seconds(stream.pointee.duration, in: stream.pointee.time_base)
        )
        let duration = seconds(context.pointee.duration, in: AVRational(num: 1, den: AV_TIME_BASE))
        if let violation = MediaLimits.violation(of: video, containerDuration: duration) {
            throw MediaError(
                code: CFFmpeg_AVERROR_INVALIDDATA, message: violation, operation: "MediaLimits", path: path)
        }
        return MediaInfo(
            path: path,
            formatName: String(cString: context.pointee.iformat.pointee.name),
            duration: duration,
            video: video
        )
    }
}

// Explicit non-conformance: AVFormatContext is not thread-safe; use a MediaFile from one task at a time.
@available(*, unavailable)
extension MediaFile: Sendable {}

/// A timestamp in seconds, or `nil` for FFmpeg's "no value".
func seconds(_ timestamp: Int64, in timeBase: AVRational) -> Double? {
    guard timestamp != CFFmpeg_AV_NOPTS_VALUE, timebaseIsValid(timeBase) else { return nil }
    return Double(timestamp) * av_q2d(timeBase)
}

private func timebaseIsValid(_ timeBase: AVRational) -> Bool { timeBase.num > 0 && timeBase.den > 0 }
