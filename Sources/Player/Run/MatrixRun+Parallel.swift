import Foundation
import Orientation
import Video

extension MatrixRun {
    /// Renders every cell as ``render(output:)`` does, with `workers` renderers at once, and hands each to
    /// `output` on the calling thread, in ``cells`` order, so files and manifests come out as in a serial run.
    ///
    /// The cells are shared out as the renderers come free, not in fixed turns, so a thread that also writes
    /// (the calling one) or meets bigger cells takes fewer of them: `workers - 1` threads each render with their
    /// own source (`openSource`, called on that thread), and the calling thread renders with ``source``
    /// whenever the next cell it owes `output` is not ready yet. Each cell is also passed through `prepare` on
    /// the thread that rendered it (encoding it, say), so that work runs in parallel too.
    ///
    /// At most `2 × workers` cells are rendered ahead of `output` (back-pressure), so memory does not grow with
    /// the catalog. The first error, or ``shouldStop`` saying so before a cell, ends the run at that cell: the
    /// cells before it have been handed to `output`, the threads are stopped and joined before this returns.
    ///
    /// - Parameters:
    ///   - workers: How many cells are rendered at once; 1 renders every cell on the calling thread.
    ///   - openSource: Opens another source of the same clip, for a worker thread's own use.
    ///   - prepare: Turns a rendered cell into what `output` needs, on the thread that rendered it.
    ///   - output: Receives each cell and what `prepare` made of it, in order, on the calling thread.
    /// - Throws: What ``render(output:)`` or `prepare` throws, for the first cell that fails in ``cells`` order;
    ///   a worker whose source fails to open fails the first cell it would have rendered.
    public func render<Prepared: Sendable>(
        workers: Int, openSource: @escaping @Sendable () throws -> FrameSource,
        prepare: @escaping @Sendable (MatrixCell, RenderedFrame) throws -> Prepared,
        output: (MatrixCell, RenderedFrame, Prepared) throws -> Void
    ) throws {
        precondition(workers >= 1, "workers must be at least 1")
        let cells = cells
        let settings = settings
        guard workers > 1, cells.count > 1 else {
            return try render { cell, frame in try output(cell, frame, try prepare(cell, frame)) }
        }
        func deliver(_ rendered: PreparedCell<Prepared>) throws {
            try output(rendered.cell, rendered.frame, rendered.prepared)
        }
        try source.advance(to: settings.clipTime)
        try OrderedWork.run(
            count: cells.count, workers: workers, shouldStop: shouldStop,
            makeWorker: {
                let source = try openSource()
                try source.advance(to: settings.clipTime)
                return source
            },
            caller: source,
            perform: { index, source -> PreparedCell<Prepared>? in
                guard
                    let (cell, frame) = try Self.renderCell(
                        cells[index].device, cells[index].orientation, source: source, settings: settings)
                else { return nil }
                return PreparedCell(cell: cell, frame: frame, prepared: try prepare(cell, frame))
            },
            output: deliver)
    }

    /// ``render(workers:openSource:prepare:output:)`` with nothing prepared on the rendering threads.
    public func render(
        workers: Int, openSource: @escaping @Sendable () throws -> FrameSource,
        output: (MatrixCell, RenderedFrame) throws -> Void
    ) throws {
        try render(
            workers: workers, openSource: openSource, prepare: { _, _ in () },
            output: { cell, frame, _ in try output(cell, frame) })
    }
}

/// A rendered cell and what was prepared from it, as one value that crosses from a worker thread to the
/// calling one.
private struct PreparedCell<Prepared: Sendable>: Sendable {
    var cell: MatrixCell
    var frame: RenderedFrame
    var prepared: Prepared
}

/// Work items done on several threads and handed to the calling thread in order: ``MatrixRun``'s cells and
/// ``ScenarioMatrix``'s.
enum OrderedWork {
    /// Does items `0..<count` with `workers` threads at once and hands each result to `output` on the calling
    /// thread, in order.
    ///
    /// The items are shared out as the threads come free, not in fixed turns: `workers - 1` threads each do items
    /// with a worker of their own (`makeWorker`, called on that thread), and the calling thread does one with
    /// `caller` whenever the next result it owes `output` is not ready yet. At most `2 × workers` items are done
    /// ahead of `output` (back-pressure). The first error, or `shouldStop` saying so before an item, ends the run
    /// at that item: the items before it have been handed to `output`, and the threads are stopped and joined
    /// before this returns.
    ///
    /// - Parameters:
    ///   - perform: Does item `index` with a worker; `nil` hands nothing to `output` for it.
    /// - Throws: What `perform` or `output` throws, for the first item that fails in order; a thread whose
    ///   worker fails to be made fails the first item it would have done.
    static func run<Worker, Value: Sendable>(
        count: Int, workers: Int, shouldStop: () -> Bool, makeWorker: @escaping @Sendable () throws -> Worker,
        caller: Worker, perform: @escaping @Sendable (Int, Worker) throws -> Value?, output: (Value) throws -> Void
    ) throws {
        let results = OrderedCells<Value>(count: count, depth: 2 * workers)
        var threads: [Thread] = []
        for worker in 1..<max(1, min(workers, count)) {
            let thread = Thread {
                defer { results.workerEnded() }
                let state: Worker
                do {
                    state = try makeWorker()
                } catch {
                    if let index = results.claim() { results.deliver(.failure(error), index: index) }
                    return
                }
                while let index = results.claim() {
                    let done = Result { try perform(index, state) }
                    results.deliver(done, index: index)
                    if case .failure = done { return }
                }
            }
            thread.name = "pivot.matrix-\(worker)"
            threads.append(thread)
        }
        results.expectWorkers(threads.count)
        for thread in threads { thread.start() }
        defer { results.cancelAndJoin() }

        for index in 0..<count {
            if shouldStop() { return }
            var done: Value?
            findItem: while true {
                switch results.takeOrClaim(index: index) {
                case .ready(let result):
                    done = try result.get()
                    break findItem
                case .claimed(let claimed) where claimed == index:
                    done = try perform(index, caller)
                    break findItem
                case .claimed(let claimed):
                    results.deliver(Result { try perform(claimed, caller) }, index: claimed)
                }
            }
            if let done { try output(done) }
        }
    }
}

/// The items of a parallel run: which is the next to do, and the done ones waiting to be handed over to the
/// calling thread by index, with back-pressure.
private final class OrderedCells<Value: Sendable>: @unchecked Sendable {
    // Why unchecked: every mutable field is read and written with `condition` locked.

    /// What the calling thread gets when it asks for a cell.
    enum Next {
        /// The cell asked for, rendered by a worker (or the error that stopped it).
        case ready(Result<Value?, any Error>)
        /// The cell with this index is the calling thread's to render: the one asked for, or one ahead.
        case claimed(Int)
    }

    private let count: Int
    private let depth: Int
    private let condition = NSCondition()
    private var ready: [Int: Result<Value?, any Error>] = [:]
    /// The index the calling thread wants next.
    private var next = 0
    /// The first index nobody has taken to render yet.
    private var unclaimed = 0
    private var isCancelled = false
    private var runningWorkers = 0

    init(count: Int, depth: Int) {
        self.count = count
        self.depth = depth
    }

    /// Counts `count` workers as running, before they start.
    func expectWorkers(_ count: Int) {
        condition.lock()
        runningWorkers += count
        condition.unlock()
    }

    /// Whether the next unclaimed cell is within `depth` of the one the calling thread wants.
    private var hasRoom: Bool { unclaimed < count && unclaimed < next + depth }

    /// Takes the next cell to render for a worker, waiting while it would run more than `depth` cells ahead;
    /// `nil` once every cell is taken or the run is cancelled.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !hasRoom, unclaimed < count, !isCancelled { condition.wait() }
        guard hasRoom, !isCancelled else { return nil }
        unclaimed += 1
        return unclaimed - 1
    }

    /// Hands over cell `index` (or the error that ended a worker at it).
    func deliver(_ result: Result<Value?, any Error>, index: Int) {
        condition.lock()
        ready[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// Takes cell `index` once a worker has delivered it; while it is not there, gives the calling thread the
    /// next unclaimed cell to render itself, or waits when there is none within `depth`.
    func takeOrClaim(index: Int) -> Next {
        condition.lock()
        defer { condition.unlock() }
        if next != index {
            next = index
            condition.broadcast()
        }
        while true {
            if let result = ready.removeValue(forKey: index) {
                next = index + 1
                condition.broadcast()
                return .ready(result)
            }
            if hasRoom {
                unclaimed += 1
                return .claimed(unclaimed - 1)
            }
            condition.wait()
        }
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
