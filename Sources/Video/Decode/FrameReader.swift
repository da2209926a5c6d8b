internal import CFFmpeg

/// Decodes a clip's video frames in presentation order, one at a time, in constant memory.
///
/// ```swift
/// let reader = try FrameReader(path: "Media/rot-iphone-portrait.mov")
/// let scaler = FrameScaler()
/// while let frame = try reader.next() {
///     let image = try scaler.makeImage(from: frame)   // upright, square pixels
///     print(frame.index, frame.presentationTime, image.width, image.height)
/// }
/// if let warning = reader.warning { print("warning:", warning) }
/// ```
///
/// Damaged input is not fatal: packets the decoder rejects are skipped and counted in ``skippedPackets``; a read
/// failure or a file cut short ends the frames early and sets ``warning``. A picture larger than ``MediaLimits``
/// allows (a stream may change size mid-way) is skipped and counted in ``decodeErrors``.
///
/// ## Topics
/// - ``init(path:options:)``, ``init(file:options:)``
/// - ``next()``, ``seek(to:)``
/// - ``skippedPackets``, ``decodeErrors``, ``warning``
public final class FrameReader {
    /// How a reader decodes.
    public struct Options: Sendable, Equatable {
        /// Decoder threads; 0 (the default) means one per core, like the ffmpeg CLI. Use 1 for single-threaded
        /// comparisons against `ffmpeg -threads 1`.
        public var threadCount: Int
        /// The container index of the video stream to decode, or `nil` for the one the ffmpeg CLI picks.
        public var streamIndex: Int?
        /// Which QuickTime aperture each frame shows (``VideoFrame/crop``, ``VideoFrame/sampleAspectRatio``);
        /// `.clean` by default, as AVFoundation's `AVPlayerItem.videoApertureMode`.
        public var aperture: Aperture.Mode

        /// Creates options.
        public init(threadCount: Int = 0, streamIndex: Int? = nil, aperture: Aperture.Mode = .clean) {
            self.threadCount = threadCount
            self.streamIndex = streamIndex
            self.aperture = aperture
        }
    }

    /// Decode errors in a row after which the reader gives up (a stream of garbage must not spin forever).
    private static let decodeErrorLimit = 100

    /// The clip being decoded.
    public var file: MediaFile { demuxer.file }
    /// What the clip is.
    public var info: MediaInfo { demuxer.file.info }
    /// Packets the decoder rejected (corrupt data) and that were skipped.
    public private(set) var skippedPackets = 0
    /// Frames the decoder reported as failed (with frame threading a corrupt packet shows up here instead of in
    /// ``skippedPackets``).
    public private(set) var decodeErrors = 0
    /// Why the frames ended early, if they did; `nil` after a clean end.
    public private(set) var warning: DecodeWarning?

    private let demuxer: Demuxer
    private let decoder: VideoDecoder
    private let storage: FrameStorage
    private var packet: Packet
    private let timeBase: AVRational
    private let streamTransform: DisplayTransform
    private let streamAngledTransform: AngledTransform?
    private let sampleAspectRatio: Rational
    private let declaredFrameCount: Int?
    private let aperture: Aperture
    private let apertureMode: Aperture.Mode

    /// A packet the decoder refused with EAGAIN, to be sent again after receiving.
    private var hasPendingPacket = false
    /// The end-of-stream signal has been sent to the decoder.
    private var isDraining = false
    /// The decoder has been drained; ``next()`` returns `nil`.
    private var isFinished = false
    private var consecutiveDecodeErrors = 0
    /// Video packets read since the start of the clip; `nil` after a seek (the count no longer means anything).
    private var packetsFromStart: Int? = 0
    /// The index the next frame out of the decoder gets; `nil` right after a seek until it is known.
    private var nextIndex: Int? = 0
    /// After a seek: frames presented before this timestamp are decoded and dropped.
    private var discardBefore: Int64?
    private var lastTime: Double?

    /// Opens a clip and its video decoder.
    ///
    /// - Throws: Everything ``MediaFile/init(path:)`` throws, or the ``MediaError`` of opening the decoder.
    public convenience init(path: String, options: Options = Options()) throws(MediaError) {
        try self.init(file: MediaFile(path: path, streamIndex: options.streamIndex), options: options)
    }

    /// Decodes an already open clip from its current position (the start, for a fresh ``MediaFile``).
    ///
    /// The reader keeps `file` alive and reads through it; don't share one ``MediaFile`` between readers.
    ///
    /// - Throws: ``MediaError/invalidData`` when the clip exceeds ``MediaLimits`` (a file opened with
    ///   `enforcingLimits: false`), ``MediaError/decoderNotFound`` or the ``MediaError`` of opening the decoder.
    public init(file: MediaFile, options: Options = Options()) throws(MediaError) {
        if let violation = file.info.limitViolation {
            throw MediaError(
                code: CFFmpeg_AVERROR_INVALIDDATA, message: violation, operation: "MediaLimits", path: file.info.path)
        }
        let stream = file.videoStream
        self.demuxer = Demuxer(file: file)
        self.decoder = try VideoDecoder(stream: stream, threadCount: options.threadCount, path: file.info.path)
        self.storage = try FrameStorage()
        self.packet = try Packet()
        self.timeBase = stream.pointee.time_base
        self.streamTransform = file.info.video.transform
        self.streamAngledTransform = file.info.video.angledTransform
        self.sampleAspectRatio = file.info.video.sampleAspectRatio
        self.declaredFrameCount = file.info.video.frameCount
        self.aperture = file.info.video.aperture
        self.apertureMode = options.aperture
    }

    /// Decodes the next frame in presentation order.
    ///
    /// - Returns: The frame, valid until the next call to ``next()`` or ``seek(to:)``; `nil` at the end of the
    ///   clip (check ``warning`` to learn whether it ended early).
    /// - Throws: Only failures that are not about the input's data (for example out of memory); corrupt packets
    ///   and read errors are counted or reported through ``warning`` instead.
    public func next() throws(MediaError) -> VideoFrame? {
        while !isFinished {
            let step: DecodeStep
            do {
                step = try decoder.receive(into: storage)
                consecutiveDecodeErrors = 0
            } catch {
                try noteDecodeError(error)
                continue
            }
            switch step {
            case .frame:
                let picture = storage.pointer.pointee
                if let violation = MediaLimits.violation(width: Int(picture.width), height: Int(picture.height)) {
                    try skipPicture(violating: violation)
                    continue
                }
                // Alpha is composited over black here, before the scaler drops it.
                if info.video.hasAlpha { try AlphaFlattening.flatten(storage.pointer) }
                guard let frame = makeFrame() else { continue }
                if let violation = MediaLimits.violation(displayed: frame.displaySize) {
                    try skipPicture(violating: violation)
                    continue
                }
                return frame
            case .needsInput:
                if isDraining {
                    // A drained decoder answers EOF, not EAGAIN; treat this as the end rather than spin.
                    finish()
                } else {
                    feed()
                }
            case .endOfStream:
                finish()
            }
        }
        return nil
    }

    /// Moves so that the next frame is the first one presented at or after `seconds`.
    ///
    /// Seeks to the keyframe before the target, flushes the decoder, and decodes forward, dropping the frames
    /// before the target, so the result is exact to the frame. Seeking past the end leaves nothing to read.
    ///
    /// - Parameter seconds: A presentation time, on the same scale as ``VideoFrame/presentationTime``, from 0 to
    ///   ``MediaLimits/maxDuration``.
    /// - Throws: A ``MediaError`` with `EINVAL` for a time outside that range (or one the stream's time base
    ///   cannot express); the ``MediaError`` of the container seek. The corresponding FFmpeg functions are
    ///   `av_seek_frame` and `avcodec_flush_buffers`.
    public func seek(to seconds: Double) throws(MediaError) {
        let ticks = (seconds / av_q2d(timeBase)).rounded()
        guard (0...MediaLimits.maxDuration).contains(seconds), ticks.magnitude < 0x1p62 else {
            throw MediaError(
                code: CFFmpeg_AVERROR(EINVAL),
                message: "seek time \(seconds) s is outside 0…\(Int(MediaLimits.maxDuration)) s", operation: "seek",
                path: file.info.path)
        }
        let target = Int64(ticks)
        storage.unref()
        packet.unref()
        try demuxer.seek(toKeyframeBefore: target)
        decoder.flush()
        hasPendingPacket = false
        isDraining = false
        isFinished = false
        consecutiveDecodeErrors = 0
        packetsFromStart = nil
        nextIndex = nil
        discardBefore = target
        lastTime = nil
        warning = nil
    }

    // MARK: - Private

    /// Wraps the frame the decoder just produced, or returns `nil` when it is dropped (before a seek target).
    private func makeFrame() -> VideoFrame? {
        let avFrame = storage.pointer.pointee
        let timestamp = avFrame.best_effort_timestamp == CFFmpeg_AV_NOPTS_VALUE ? nil : avFrame.best_effort_timestamp
        let time: Double
        if let timestamp {
            time = Double(timestamp) * av_q2d(timeBase)
        } else {
            // No timestamp at all (a raw stream): the first frame is at 0, each next one a frame later at the
            // nominal rate.
            let rate = info.video.frameRate
            time = lastTime.map { $0 + (rate.isValid ? 1 / rate.doubleValue : 0) } ?? 0
        }
        let index = nextIndex ?? estimatedIndex(at: time)
        nextIndex = index + 1
        if let target = discardBefore {
            if let timestamp, timestamp < target { return nil }
            discardBefore = nil
        }
        lastTime = time
        let shown = aperture.picture(
            width: Int(avFrame.width), height: Int(avFrame.height), sampleAspectRatio: sampleAspectRatio,
            mode: apertureMode)
        return VideoFrame(
            storage: storage,
            generation: storage.generation,
            index: index,
            presentationTime: time,
            timestamp: timestamp,
            width: Int(avFrame.width),
            height: Int(avFrame.height),
            sampleAspectRatio: shown.sampleAspectRatio,
            crop: shown.crop,
            transform: storage.displayMatrix?.transform ?? streamTransform,
            angledTransform: storage.displayMatrix.map(\.angledTransform) ?? streamAngledTransform,
            isKeyframe: avFrame.key_frame != 0
        )
    }

    /// Counts a decoded picture beyond ``MediaLimits`` as a frame that failed to decode.
    private func skipPicture(violating violation: String) throws(MediaError) {
        try noteDecodeError(
            MediaError(
                code: CFFmpeg_AVERROR_INVALIDDATA, message: violation, operation: "MediaLimits", path: info.path))
    }

    /// The index of a frame at `time` from the nominal frame rate, for containers without a sample index.
    private func estimatedIndex(at time: Double) -> Int {
        let rate = info.video.frameRate
        guard rate.isValid else { return 0 }
        let start = seconds(file.videoStream.pointee.start_time, in: timeBase) ?? 0
        return max(0, Int(((time - start) * rate.doubleValue).rounded()))
    }

    /// Gives the decoder its next input: the packet it refused last time, the next packet, or end of stream.
    private func feed() {
        if !hasPendingPacket {
            switch demuxer.read(into: packet) {
            case .packet:
                if let count = packetsFromStart { packetsFromStart = count + 1 }
                if nextIndex == nil, let sample = demuxer.sampleNumber(forDecodeTimestamp: packet.decodeTimestamp) {
                    // Just after a seek: the keyframe's place in the sample index is its place in presentation
                    // order (exact for closed GOPs, which is what seeking lands on).
                    nextIndex = sample
                }
            case .endOfFile:
                if let found = packetsFromStart, let expected = declaredFrameCount, found < expected {
                    warning = .truncated(expectedFrames: expected, packetsFound: found)
                }
                startDraining()
                return
            case .failed(let error):
                warning = .readFailed(error)
                startDraining()
                return
            }
        }
        switch decoder.send(packet) {
        case .accepted:
            hasPendingPacket = false
            packet.unref()
        case .outputFull:
            hasPendingPacket = true
        case .rejected:
            skippedPackets += 1
            hasPendingPacket = false
            packet.unref()
        }
    }

    private func startDraining() {
        decoder.sendEndOfStream()
        isDraining = true
    }

    private func finish() {
        isFinished = true
        storage.unref()
    }

    private func noteDecodeError(_ error: MediaError) throws(MediaError) {
        if error.code == CFFmpeg_AVERROR(ENOMEM) { throw error }
        decodeErrors += 1
        consecutiveDecodeErrors += 1
        if consecutiveDecodeErrors >= Self.decodeErrorLimit {
            warning = .tooManyDecodeErrors(error)
            finish()
        }
    }
}

// Explicit non-conformance: it owns a decoder and reads through an AVFormatContext, neither thread-safe;
// hand a reader to another task with `sending`, don't share it.
@available(*, unavailable)
extension FrameReader: Sendable {}
