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
    /// The video is the stream the ffmpeg CLI would pick (the most pixels; never an attached picture such as
    /// cover art), or the stream at `streamIndex`.
    ///
    /// - Parameters:
    ///   - path: The file to open.
    ///   - streamIndex: The container index of the video stream to use, or `nil` to choose as the ffmpeg CLI does.
    ///   - enforcingLimits: Whether a clip beyond ``MediaLimits`` is refused (`true`, for anything that decodes)
    ///     or only reported through ``MediaInfo/limitViolation`` (`false`, for reading the header as ffprobe
    ///     does; a ``FrameReader`` still refuses such a clip).
    /// - Throws: ``MediaError/noSuchFile`` when the file is missing, ``MediaError/invalidData`` when it is not a
    ///   movie FFmpeg can read, ``MediaError/noVideoStream`` when it has no video (or `streamIndex` is not a
    ///   video stream), ``MediaError/decoderNotFound`` when no decoder handles the video codec,
    ///   ``MediaError/invalidData`` when the clip claims a size, frame count or duration beyond ``MediaLimits``,
    ///   a ``MediaError`` with `EINVAL` when `path` is not a regular file (``InputFile``; a FIFO would block),
    ///   or another ``MediaError`` carrying FFmpeg's code.
    ///   The corresponding FFmpeg functions are `avformat_open_input` and `avformat_find_stream_info`.
    public init(path: String, streamIndex: Int? = nil, enforcingLimits: Bool = true) throws(MediaError) {
        let context = try Self.openContext(path: path)
        do throws(MediaError) {
            let candidates = Self.videoCandidates(in: context)
            let chosen =
                streamIndex.map { index in candidates.first { $0.index == index } }
                ?? VideoStreamCandidate.chosen(among: candidates)
            guard let chosen else {
                let message = streamIndex.map { "stream \($0) is not a video stream" } ?? "no video stream"
                throw MediaError(
                    code: CFFmpeg_AVERROR_STREAM_NOT_FOUND, message: message, operation: "stream choice", path: path)
            }
            let info = try Self.makeInfo(
                context: context, videoIndex: Int32(chosen.index), candidates: candidates, path: path)
            if enforcingLimits, let violation = info.limitViolation {
                throw MediaError(
                    code: CFFmpeg_AVERROR_INVALIDDATA, message: violation, operation: "MediaLimits", path: path)
            }
            self.info = info
            self.videoStreamIndex = Int32(chosen.index)
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
        if let refusal = InputFile.refusal(path) {
            throw MediaError(code: CFFmpeg_AVERROR(EINVAL), message: refusal, operation: "stat", path: path)
        }
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

    /// Every video stream of the container, in index order.
    private static func videoCandidates(in context: UnsafeMutablePointer<AVFormatContext>) -> [VideoStreamCandidate] {
        (0..<Int(context.pointee.nb_streams)).compactMap { index in
            let stream = context.pointee.streams[index]!.pointee
            let parameters = stream.codecpar!.pointee
            guard parameters.codec_type == AVMEDIA_TYPE_VIDEO else { return nil }
            return VideoStreamCandidate(
                index: index,
                codecName: String(cString: avcodec_get_name(parameters.codec_id)),
                width: Int(parameters.width),
                height: Int(parameters.height),
                isAttachedPicture: stream.disposition & AV_DISPOSITION_ATTACHED_PIC != 0,
                isDefault: stream.disposition & AV_DISPOSITION_DEFAULT != 0,
                hasPackets: stream.event_flags & AVSTREAM_EVENT_FLAG_NEW_PACKETS != 0)
        }
    }

    private static func makeInfo(
        context: UnsafeMutablePointer<AVFormatContext>, videoIndex: Int32, candidates: [VideoStreamCandidate],
        path: String
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
        var video = VideoStreamInfo(
            index: Int(videoIndex),
            codecName: String(cString: avcodec_get_name(parameters.codec_id)),
            width: width,
            height: height,
            sampleAspectRatio: sar,
            declaresSampleAspectRatio: guessed.isValid,
            displayAspectRatio: Rational(width * sar.numerator, height * sar.denominator).reduced(),
            rotation: matrix?.ffprobeRotation ?? 0,
            transform: matrix?.transform ?? .identity,
            angledTransform: matrix?.angledTransform,
            frameRate: Rational(stream.pointee.avg_frame_rate),
            timestampRate: Rational(stream.pointee.r_frame_rate),
            frameCount: stream.pointee.nb_frames > 0 ? Int(stream.pointee.nb_frames) : nil,
            pixelFormat: pixelFormat ?? "none",
            duration: seconds(stream.pointee.duration, in: stream.pointee.time_base),
            startTime: seconds(stream.pointee.start_time, in: stream.pointee.time_base),
            color: ColorDescription(parameters),
            dolbyVision: CFFmpeg_stream_dovi_configuration(stream).map { DolbyVisionConfiguration($0.pointee) },
            fieldOrder: fieldOrderName(parameters.field_order),
            hasAlpha: hasAlpha(AVPixelFormat(rawValue: parameters.format)),
            hdrMetadata: HDRMetadata(stream: stream)
        )
        let duration = seconds(context.pointee.duration, in: AVRational(num: 1, den: AV_TIME_BASE))
        let startTime = seconds(context.pointee.start_time, in: AVRational(num: 1, den: AV_TIME_BASE))
        let formatName = String(cString: context.pointee.iformat.pointee.name)
        if formatName.hasPrefix("mov,mp4") { video.shownFrameCount = Self.shownFrameCount(stream) }
        if formatName.hasPrefix("mov,mp4"),
            let tracks = QuickTimeBoxReader.tracks(path: path), tracks.indices.contains(video.index)
        {
            video.aperture = tracks[video.index].aperture
            video.stereo = tracks[video.index].stereo
        }
        return MediaInfo(
            path: path,
            formatName: formatName,
            duration: duration,
            startTime: startTime,
            timeline: Self.timeline(
                video: video, isQuickTime: formatName.hasPrefix("mov,mp4"), startTime: startTime, duration: duration),
            video: video,
            videoStreams: candidates,
            limitViolation: MediaLimits.violation(of: video, containerDuration: duration)
        )
    }
}

// MARK: - Frames shown

extension MediaFile {
    /// The samples of a QuickTime stream that its edit list keeps: FFmpeg's mov demuxer applies the edit list by
    /// flagging the index entries it cuts `AVINDEX_DISCARD_FRAME` (the decoder then drops them). `nil` without an
    /// index.
    fileprivate static func shownFrameCount(_ stream: UnsafeMutablePointer<AVStream>) -> Int? {
        let entries = Int(avformat_index_get_entries_count(stream))
        guard entries > 0 else { return nil }
        return (0..<Int32(entries)).reduce(0) { count, index in
            guard let entry = avformat_index_get_entry(stream, index) else { return count }
            return entry.pointee.flags & AVINDEX_DISCARD_FRAME != 0 ? count : count + 1
        }
    }
}

// MARK: - Timeline

extension MediaFile {
    /// The movie timeline: QuickTime starts at 0 (edit lists already applied), other containers at their first
    /// timestamp; the pictures end where the video stream ends, else where the container says it ends.
    private static func timeline(
        video: VideoStreamInfo, isQuickTime: Bool, startTime: Double?, duration: Double?
    )
        -> MovieTimeline
    {
        let start = isQuickTime ? 0 : startTime ?? video.startTime ?? 0
        if let streamStart = video.startTime, let streamDuration = video.duration {
            return MovieTimeline(start: start, pictureEnd: streamStart + streamDuration)
        }
        // A QuickTime movie's duration runs from 0; another container's from its start time.
        let end = duration.map { isQuickTime ? $0 : (startTime ?? 0) + $0 }
        return MovieTimeline(start: start, pictureEnd: end)
    }

    /// What ``FrameReader`` would warn about at the end of a file cut short, found without reading the packets: a
    /// sample index (QuickTime/MP4 `stbl`, which a fast-start file puts before its data) that places some of the
    /// video's samples beyond the end of the file. `nil` when every sample lies inside the file, the container
    /// has no index, or the file's size is unknown (a pipe).
    ///
    /// The corresponding FFmpeg functions are `avformat_index_get_entry` and `avio_size`.
    public var truncation: DecodeWarning? {
        let stream = videoStream
        let count = Int(avformat_index_get_entries_count(stream))
        guard count > 0, let io = context.pointee.pb else { return nil }
        let size = avio_size(io)
        guard size > 0 else { return nil }
        let held = (0..<count).count(where: { index in
            guard let entry = avformat_index_get_entry(stream, Int32(index)) else { return false }
            return entry.pointee.pos + Int64(entry.pointee.size) <= size
        })
        return held < count ? .truncated(expectedFrames: count, packetsFound: held) : nil
    }

    /// Reads every video packet to the end and returns where the data's pictures end, in presentation time:
    /// the latest packet's timestamp plus its duration, or, when packets carry no timestamps (a raw stream),
    /// the packet count at the nominal frame rate. Nothing is decoded. It consumes the file: use a
    /// ``MediaFile`` opened for this alone.
    ///
    /// - Returns: The end, or `nil` when no packet could be read or no rate is known. A read error ends the
    ///   measurement where the readable data ends, as it ends decoding.
    /// - Throws: A ``MediaError`` with `ENOMEM` when no packet can be allocated.
    public func measureDataEnd() throws(MediaError) -> Double? {
        let demuxer = Demuxer(file: self)
        let packet = try Packet()
        let timeBase = videoStream.pointee.time_base
        var count = 0
        var latest: Double?
        reading: while true {
            switch demuxer.read(into: packet) {
            case .packet:
                count += 1
                let raw = packet.pointer.pointee
                if let time = seconds(raw.pts, in: timeBase) {
                    let end = time + (seconds(raw.duration, in: timeBase) ?? 0)
                    latest = max(latest ?? end, end)
                }
            case .endOfFile, .failed:
                break reading
            }
        }
        if let latest { return latest }
        let rate = info.video.frameRate
        guard count > 0, rate.isValid else { return nil }
        return info.timeline.start + Double(count) / rate.doubleValue
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

/// ffprobe's name for a field order, `nil` for unknown (ffprobe's JSON omits it then).
func fieldOrderName(_ order: AVFieldOrder) -> String? {
    switch order {
    case AV_FIELD_PROGRESSIVE: "progressive"
    case AV_FIELD_TT: "tt"
    case AV_FIELD_BB: "bb"
    case AV_FIELD_TB: "tb"
    case AV_FIELD_BT: "bt"
    default: nil
    }
}

/// Whether `format` has an alpha plane. The corresponding FFmpeg flag is `AV_PIX_FMT_FLAG_ALPHA`.
func hasAlpha(_ format: AVPixelFormat) -> Bool {
    guard let descriptor = av_pix_fmt_desc_get(format) else { return false }
    return descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0
}
