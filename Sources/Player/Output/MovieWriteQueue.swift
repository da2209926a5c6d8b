import Foundation
import Pixels
import Video

/// Encodes a run's video on its own thread while the run decodes and renders the next frames: the RGB → YUV
/// conversion, `avcodec_send_frame` and the muxing of each picture overlap the next picture's making.
///
/// At most `depth` pictures wait; ``append(_:)`` blocks while the queue is full (back-pressure), so memory stays
/// flat however long the run. Pictures are encoded one at a time in the order appended. The first failed encode
/// or write stops the queue: the pictures still waiting are dropped and the error is thrown by the next
/// ``append(_:)`` or by ``finish()``, as a ``MovieWriter`` would have thrown it; the unfinished file is removed
/// as the writer's is.
///
/// ```swift
/// let queue = MovieWriteQueue(writer: try MovieWriter(path: "run.mp4", width: 640, height: 640, frameRate: rate))
/// for picture in pictures { try queue.append(picture) }
/// try queue.finish()  // every picture is encoded and the file is in place, or the first error is thrown
/// ```
///
/// Owned by one thread (the one that appends). The writer, and so every FFmpeg object behind it, is used by the
/// worker thread alone until the worker ends, then by ``finish()`` alone.
final class MovieWriteQueue: @unchecked Sendable {
    // Why unchecked: every mutable field is read and written with `condition` locked; `writer` is used only by
    // the worker until it ends (`isWorking` false, which `finish()` and `cancel()` wait for), then by `finish()`
    // or released by `cancel()`.

    /// `nil` once ``cancel()`` has released it (the writer then removes its unfinished file).
    private var writer: MovieWriter?
    private let depth: Int
    private let condition = NSCondition()
    /// The pictures not yet taken by the worker, oldest first.
    private var pending: [RGBImage] = []
    private var failure: MediaError?
    private var isClosed = false
    private var isWorking = true
    private var isFinished = false

    /// Starts the worker thread.
    ///
    /// - Parameters:
    ///   - writer: The open video; the queue has it to itself from here on.
    ///   - depth: How many pictures may wait to be encoded (each is one picture of memory).
    init(writer: MovieWriter, depth: Int = 2) {
        precondition(depth >= 1, "depth must be at least 1")
        self.writer = writer
        self.depth = depth
        pending.reserveCapacity(depth)
        let thread = Thread { [self] in work() }
        thread.name = "pivot.movie-writer"
        thread.start()
    }

    /// Queues `picture` as the next frame; waits while `depth` pictures are already waiting.
    ///
    /// - Throws: The ``MediaError`` of an earlier picture's failed encode or write.
    func append(_ picture: consuming RGBImage) throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!isClosed, "append after finish")
        while pending.count >= depth, failure == nil { condition.wait() }
        if let failure { throw failure }
        pending.append(picture)
        condition.broadcast()
    }

    /// Waits until every queued picture is encoded, then completes the file (``MovieWriter/finish()``).
    ///
    /// - Throws: The ``MediaError`` of the first failed encode or write, or of finishing the file.
    /// - Precondition: Called once, and not after ``cancel()``.
    func finish() throws(MediaError) {
        precondition(!isFinished && writer != nil, "finish called twice or after cancel")
        try stopWorker(dropping: false)
        try writer!.finish()
        isFinished = true
    }

    /// Drops the waiting pictures, waits for the worker to end and releases the writer, which removes the
    /// unfinished file. Does nothing after ``finish()``.
    func cancel() {
        guard !isFinished else { return }
        try? stopWorker(dropping: true)
        writer = nil
    }

    /// Closes the queue and waits for the worker thread to end.
    private func stopWorker(dropping: Bool) throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        if dropping { pending.removeAll() }
        condition.broadcast()
        while isWorking { condition.wait() }
        if let failure { throw failure }
    }

    // MARK: - Worker thread

    private func work() {
        while let picture = next() {
            do throws(MediaError) {
                try writer!.append(picture)
            } catch {
                condition.lock()
                if failure == nil { failure = error }
                pending.removeAll()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// The oldest waiting picture; `nil` once the queue is closed and empty or has failed (the worker then ends).
    private func next() -> RGBImage? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !isClosed, failure == nil { condition.wait() }
        guard failure == nil, !pending.isEmpty else {
            isWorking = false
            condition.broadcast()
            return nil
        }
        condition.broadcast()
        return pending.removeFirst()
    }
}
