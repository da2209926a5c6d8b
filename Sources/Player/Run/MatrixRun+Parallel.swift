import Foundation
import Orientation
import Video

extension MatrixRun {
    /// Renders every cell as ``render(output:)`` does, with `workers` renderers at once: the calling thread
    /// renders every `workers`th cell from ``source``, each other thread the cells in between from its own
    /// source (`openSource`, called on that thread). `output` still receives the cells on the calling thread, in
    /// ``cells`` order, so files and manifests come out as in a serial run.
    ///
    /// At most `2 × workers` rendered cells wait for `output` (back-pressure), so memory does not grow with the
    /// catalog. The first error, or ``shouldStop`` saying so before a cell, ends the run at that cell: the cells
    /// before it have been handed to `output`, the threads are stopped and joined before this returns.
    ///
    /// - Parameters:
    ///   - workers: How many cells are rendered at once; 1 is ``render(output:)``.
    ///   - openSource: Opens another source of the same clip, for a worker thread's own use.
    ///   - output: Receives each cell, in order, on the calling thread.
    /// - Throws: What ``render(output:)`` throws, for the first cell that fails in ``cells`` order.
    public func render(
        workers: Int, openSource: @escaping @Sendable () throws -> FrameSource,
        output: (MatrixCell, RenderedFrame) throws -> Void
    ) throws {
        precondition(workers >= 1, "workers must be at least 1")
        let cells = cells
        guard workers > 1, cells.count > 1 else { return try render(output: output) }
        let workers = min(workers, cells.count)
        let results = OrderedCells(depth: 2 * workers)
        let settings = settings
        var threads: [Thread] = []
        for worker in 1..<workers {
            let thread = Thread {
                do {
                    let source = try openSource()
                    try source.advance(to: settings.clipTime)
                    for index in stride(from: worker, to: cells.count, by: workers) {
                        guard results.waitForRoom(index: index) else { break }
                        let rendered = Result {
                            try Self.renderCell(
                                cells[index].device, cells[index].orientation, source: source, settings: settings)
                        }
                        results.deliver(rendered.map { $0.map(RenderedCell.init) }, index: index)
                        if case .failure = rendered { break }
                    }
                } catch {
                    // The source failed to open or seek: the worker's first cell reports it.
                    results.deliver(.failure(error), index: worker)
                }
                results.workerEnded()
            }
            thread.name = "pivot.matrix-\(worker)"
            threads.append(thread)
        }
        results.expectWorkers(threads.count)
        for thread in threads { thread.start() }
        defer { results.cancelAndJoin() }

        try source.advance(to: settings.clipTime)
        for index in cells.indices {
            if shouldStop() { return }
            let rendered: RenderedCell?
            if index % workers == 0 {
                rendered = try Self.renderCell(
                    cells[index].device, cells[index].orientation, source: source, settings: settings
                )
                .map(RenderedCell.init)
            } else {
                rendered = try results.take(index: index).get()
            }
            if let rendered { try output(rendered.cell, rendered.frame) }
        }
    }
}

/// A rendered cell, as one value that crosses from a worker thread to the calling one.
private struct RenderedCell: Sendable {
    var cell: MatrixCell
    var frame: RenderedFrame

    init(_ pair: (MatrixCell, RenderedFrame)) {
        (cell, frame) = pair
    }
}

/// The cells the worker threads rendered, handed over to the calling thread by index, with back-pressure.
private final class OrderedCells: @unchecked Sendable {
    // Why unchecked: every mutable field is read and written with `condition` locked.

    private let depth: Int
    private let condition = NSCondition()
    private var ready: [Int: Result<RenderedCell?, any Error>] = [:]
    /// The index the calling thread wants next.
    private var next = 0
    private var isCancelled = false
    private var runningWorkers = 0

    init(depth: Int) {
        self.depth = depth
    }

    /// Counts `count` workers as running, before they start.
    func expectWorkers(_ count: Int) {
        condition.lock()
        runningWorkers += count
        condition.unlock()
    }

    /// Waits until cell `index` is within `depth` of the one the calling thread wants; `false` once cancelled.
    func waitForRoom(index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while index >= next + depth, !isCancelled { condition.wait() }
        return !isCancelled
    }

    /// Hands over cell `index` (or the error that ended a worker before it).
    func deliver(_ result: Result<RenderedCell?, any Error>, index: Int) {
        condition.lock()
        ready[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for cell `index` and takes it.
    func take(index: Int) -> Result<RenderedCell?, any Error> {
        condition.lock()
        defer { condition.unlock() }
        next = index
        condition.broadcast()
        while ready[index] == nil {
            condition.wait()
        }
        next = index + 1
        condition.broadcast()
        return ready.removeValue(forKey: index)!
    }

    /// Marks one worker as ended.
    func workerEnded() {
        condition.lock()
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Tells the workers to stop and waits until all have ended.
    func cancelAndJoin() {
        condition.lock()
        defer { condition.unlock() }
        isCancelled = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        ready.removeAll()
    }
}
