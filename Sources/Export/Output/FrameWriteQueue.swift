import Foundation
import Pixels
import Video

/// Encodes and writes a run's frame files on worker threads, in order, while the run renders the next frames:
/// the last stages of the decode → compose → encode → write pipeline.
///
/// At most `depth` frames wait to be encoded or written; ``submit(_:index:)`` blocks while the queue is full
/// (back-pressure), so memory stays flat however long the clip. Up to `encoders` frames are encoded at once
/// (PNG's deflate is the expensive part); the files are written one at a time in submission order, each through
/// the folder's ``OutputFolder``, so the atomic, no-clobber rules are the folder's own. The first failed encode
/// or write stops the queue: the frames not yet written are dropped (never written out of order), the files
/// already written stay whole, and the error is thrown by the next ``submit(_:index:)`` or by ``finish()``.
///
/// ```swift
/// let queue = FrameWriteQueue(folder: output)
/// for (index, image) in frames.enumerated() { try queue.submit(image, index: index) }
/// try queue.finish()  // every submitted frame is on disk, or the first error is thrown
/// ```
///
/// Owned by one thread (the one that submits); ``finish()`` must be called before the folder is used again.
package final class FrameWriteQueue: @unchecked Sendable {
    // Why unchecked: every mutable field is read and written with `condition` locked; `folder` is used only by
    // the one worker holding `isWriting`, between `init` and the end of `finish()`, which waits for the workers.

    private enum Stage {
        case waiting(RGBImage)
        case encoding
        case encoded(FrameFileFormat.EncodedFile)
    }

    private let folder: OutputFolder
    private let depth: Int
    private let condition = NSCondition()
    /// The frames not yet written, oldest first.
    private var pending: [(stage: Stage, index: Int)] = []
    private var failure: MediaError?
    private var isClosed = false
    private var isWriting = false
    private var runningWorkers: Int

    /// How many frames to encode at once when the caller does not say: one per core for PNG, whose deflate costs
    /// more than decoding the frame; one for PPM, which only puts a header in front of the pixels.
    package static func defaultEncoderCount(for format: FrameFileFormat) -> Int {
        format == .ppm ? 1 : ProcessorCores.usable
    }

    /// Starts the worker threads.
    ///
    /// - Parameters:
    ///   - folder: Where frames go; the queue has it to itself until ``finish()`` returns.
    ///   - encoders: How many frames may be encoded at once (one thread each); `nil` for
    ///     ``defaultEncoderCount(for:)`` of the folder's format.
    ///   - depth: How many rendered frames may wait to be encoded or written (each is one picture of memory);
    ///     `nil` for two more than `encoders`, so the writer always has a frame ready.
    package init(folder: OutputFolder, encoders: Int? = nil, depth: Int? = nil) {
        let encoders = encoders ?? Self.defaultEncoderCount(for: folder.format)
        precondition(encoders >= 1, "encoders must be at least 1")
        let depth = depth ?? encoders + 2
        precondition(depth >= 1, "depth must be at least 1")
        self.folder = folder
        self.depth = depth
        runningWorkers = encoders
        pending.reserveCapacity(depth)
        for number in 0..<encoders {
            let thread = Thread { [self] in work() }
            thread.name = "pivot.frame-writer-\(number)"
            thread.start()
        }
    }

    /// Queues `image` as the `index`th frame file; waits while `depth` frames are already waiting.
    ///
    /// - Throws: The ``MediaError`` of an earlier frame's failed encode or write.
    package func submit(_ image: RGBImage, index: Int) throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!isClosed, "submit after finish")
        while pending.count >= depth, failure == nil { condition.wait() }
        if let failure { throw failure }
        pending.append((.waiting(image), index))
        condition.broadcast()
    }

    /// Waits until every queued frame is written and the worker threads have ended.
    ///
    /// - Throws: The ``MediaError`` of the first failed encode or write.
    package func finish() throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        if let failure { throw failure }
    }

    // MARK: - Worker threads

    private enum Job {
        case encode(RGBImage, index: Int)
        case write(FrameFileFormat.EncodedFile, index: Int)
    }

    private func work() {
        while let job = nextJob() {
            switch job {
            case .encode(let image, let index):
                let result = Result { () throws(MediaError) in try folder.format.encode(image) }
                condition.lock()
                switch result {
                case .success(let file):
                    if let slot = pending.firstIndex(where: { $0.index == index }) {
                        pending[slot].stage = .encoded(file)
                    }
                case .failure(let error): fail(error)
                }
                condition.broadcast()
                condition.unlock()
            case .write(let file, let index):
                let result = Result { () throws(MediaError) in try folder.writeFrame(file, index: index) }
                condition.lock()
                isWriting = false
                switch result {
                case .success: if pending.first?.index == index { pending.removeFirst() }
                case .failure(let error): fail(error)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Records the first failure and drops every frame not yet written. Called with `condition` locked.
    private func fail(_ error: MediaError) {
        if failure == nil { failure = error }
        pending.removeAll()
    }

    /// The next thing to do: write the oldest frame once it is encoded and nobody is writing, else encode the
    /// oldest frame nobody has taken; `nil` once the queue is closed and empty or has failed (the worker then
    /// ends). Frames stay in `pending` until written, so `submit` counts them.
    private func nextJob() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil {
            if !isWriting, let first = pending.first, case .encoded(let file) = first.stage {
                isWriting = true
                return .write(file, index: first.index)
            }
            if let slot = pending.firstIndex(where: { if case .waiting = $0.stage { true } else { false } }),
                case .waiting(let image) = pending[slot].stage
            {
                pending[slot].stage = .encoding
                return .encode(image, index: pending[slot].index)
            }
            if isClosed, pending.isEmpty { break }
            condition.wait()
        }
        runningWorkers -= 1
        condition.broadcast()
        return nil
    }
}
