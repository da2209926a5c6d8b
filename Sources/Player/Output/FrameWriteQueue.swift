import Foundation
import Video

/// Writes a run's frame files on a second thread, in order, while the run renders the next frames: the last
/// stage of the decode → compose → write pipeline.
///
/// At most `depth` frames wait to be written; ``submit(_:index:)`` blocks while the queue is full (back-pressure),
/// so memory stays flat however long the clip. Each file is written through the folder's ``OutputFolder``, so
/// the atomic, no-clobber rules are the folder's own. The first failed write stops the queue: later frames are
/// dropped, and the error is thrown by the next ``submit(_:index:)`` or by ``finish()``.
///
/// ```swift
/// let queue = FrameWriteQueue(folder: output)
/// for (index, image) in frames.enumerated() { try queue.submit(image, index: index) }
/// try queue.finish()  // every submitted frame is on disk, or the first error is thrown
/// ```
///
/// Owned by one thread (the one that submits); ``finish()`` must be called before the folder is used again.
final class FrameWriteQueue: @unchecked Sendable {
    // Why unchecked: every mutable field is read and written with `condition` locked; `folder` is used only by
    // the writer thread between `init` and the end of `finish()`, which waits for that thread to end.

    private let folder: OutputFolder
    private let depth: Int
    private let condition = NSCondition()
    private var pending: [(image: RGBImage, index: Int)] = []
    private var failure: MediaError?
    private var isClosed = false
    private var isDone = false

    /// Starts the writer thread.
    ///
    /// - Parameters:
    ///   - folder: Where frames go; the queue has it to itself until ``finish()`` returns.
    ///   - depth: How many rendered frames may wait to be written (each is one canvas of memory).
    init(folder: OutputFolder, depth: Int = 3) {
        precondition(depth >= 1, "depth must be at least 1")
        self.folder = folder
        self.depth = depth
        pending.reserveCapacity(depth)
        let thread = Thread { [self] in drain() }
        thread.name = "pivot.frame-writer"
        thread.start()
    }

    /// Queues `image` as the `index`th frame file; waits while `depth` frames are already waiting.
    ///
    /// - Throws: The ``MediaError`` of an earlier frame's failed write.
    func submit(_ image: RGBImage, index: Int) throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!isClosed, "submit after finish")
        while pending.count >= depth, failure == nil { condition.wait() }
        if let failure { throw failure }
        pending.append((image, index))
        condition.broadcast()
    }

    /// Waits until every queued frame is written and the writer thread has ended.
    ///
    /// - Throws: The ``MediaError`` of the first failed write.
    func finish() throws(MediaError) {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        if let failure { throw failure }
    }

    // MARK: - Writer thread

    private func drain() {
        while let (image, index) = nextFrame() {
            let result = Result { () throws(MediaError) in try folder.writeFrame(image, index: index) }
            condition.lock()
            if case .failure(let error) = result {
                failure = error
                pending.removeAll()
            } else {
                pending.removeFirst()
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The oldest waiting frame (left queued, so `submit` counts it until it is written), or `nil` once the
    /// queue is closed and empty or has failed, after marking the writer done.
    private func nextFrame() -> (RGBImage, Int)? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !isClosed, failure == nil { condition.wait() }
        guard failure == nil, let first = pending.first else {
            isDone = true
            condition.broadcast()
            return nil
        }
        return first
    }
}
