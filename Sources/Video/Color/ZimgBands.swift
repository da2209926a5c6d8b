internal import CZimg
import Foundation

/// One zimg conversion split into bands of rows that run at once, one thread per band, each band its own
/// ``ZimgGraph`` over a sub-picture, handing each row to the caller as soon as zimg has made it.
///
/// A band converts its own rows plus `margin` rows either side (fewer at the picture's edges), so the vertical
/// chroma filter sees the same neighbours as it does in the whole picture, and every band starts on a whole chroma
/// row, so the chroma siting is the same. The rows a band owns are therefore the bytes a whole-picture graph
/// makes (`ZimgBandsTests` compares them). Each band writes into its own ring of a few rows, which stays in the
/// core's cache: ``process(_:rows:)`` hands every owned row to the caller while it is there (issue 26: a
/// whole-picture float buffer, 24 MB at 1080p, went out to memory and came back for the next step).
final class ZimgBands {
    private struct Band {
        /// The picture rows the band converts, margins included.
        var first: Int, end: Int
        /// The picture rows the band owns, handed to the caller.
        var start: Int, stop: Int
        var graph: ZimgGraph
        /// The band's ring of output rows.
        var ring: [Plane]
    }

    /// One output row, valid during the call it is passed to: picture row ``index``'s columns ``columns`` of each
    /// output plane (zimg's order) start at ``planes``.
    struct Row {
        /// The picture row.
        var index: Int
        /// The columns zimg wrote this time (the whole row, or one of its tiles).
        var columns: Range<Int>
        /// Each plane's column ``columns``'s lower bound.
        var planes: (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UnsafeMutableRawPointer)
    }

    /// Rows converted either side of a band's own: more than any of zimg's vertical chroma filters reaches
    /// (Lanczos, 3 taps at 4:2:0, is 6 luma rows; the bilinear one `ZimgGraph` uses, 2). Every band pays them in
    /// zimg time: at 1080p in 8 bands, 8 rows are 10 % more rows for zimg, 16 were 21 %.
    static let margin = 8
    /// Fewest rows a band owns on average (the last, smallest band about half as many): a smaller picture is
    /// converted in fewer bands.
    static let minimumRows = 64

    private let bands: [Band]
    private let chromaShift: Int
    private let ringMask: Int
    private let bytesPerSample: Int
    /// The memory of every band's ring.
    private let rings: UnsafeMutableRawPointer

    /// Builds one graph and ring per band.
    ///
    /// - Parameters:
    ///   - source: The whole picture's format; `destination` is the same size, with three planes.
    ///   - count: The most bands.
    /// - Throws: A ``MediaError`` with zimg's message when the conversion is not supported.
    init(
        from source: zimg_image_format, to destination: zimg_image_format, nominalPeakLuminance: Double, count: Int
    ) throws(MediaError) {
        let height = Int(source.height)
        let unit = 1 << Int(source.subsample_h)
        let units = height / unit
        let count = max(1, min(count, height / Self.minimumRows))
        let margin = (Self.margin + unit - 1) / unit * unit
        // Band sizes fall linearly to about a third of the first: threads take bands in order, so what is still
        // running when a thread runs out of bands is small, and a band whose core the decoder's or the writer's
        // threads took holds the frame up for less (issue 26: the main thread waited for another thread's last
        // band in 33 of 60 frames).
        let weights = (0..<count).map { 3 * count - 2 * $0 - 1 }
        let total = weights.reduce(0, +)
        var ends: [Int] = []
        for weight in weights { ends.append((ends.last ?? 0) + weight) }
        var bands: [Band] = []
        var ringRows = 1
        for index in 0..<count {
            // Owned rows in whole chroma rows; the last band also takes any rows past the last whole unit.
            let start = index == 0 ? 0 : units * ends[index - 1] / total * unit
            let stop = index == count - 1 ? height : units * ends[index] / total * unit
            let first = max(0, start - margin)
            let end = min(height, stop + margin)
            var (bandSource, bandDestination) = (source, destination)
            (bandSource.height, bandDestination.height) = (UInt32(end - first), UInt32(end - first))
            let graph = try ZimgGraph(
                from: bandSource, to: bandDestination, nominalPeakLuminance: nominalPeakLuminance)
            ringRows = max(ringRows, try graph.outputBuffering())
            bands.append(Band(first: first, end: end, start: start, stop: stop, graph: graph, ring: []))
        }
        let mask = Int(zimg_select_buffer_mask(UInt32(ringRows)))
        let bytesPerSample = Self.bytesPerSample(destination.pixel_type)
        // Rows 64-byte aligned (zimg wants 32), so no two bands' rows share a cache line.
        let stride = (Int(destination.width) * bytesPerSample + 63) / 64 * 64
        let planeBytes = (mask + 1) * stride
        let rings = UnsafeMutableRawPointer.allocate(
            byteCount: max(64, bands.count * 3 * planeBytes), alignment: 64)
        for index in bands.indices {
            bands[index].ring = (0..<3).map { plane in
                Plane(
                    pointer: (rings + (index * 3 + plane) * planeBytes).assumingMemoryBound(to: UInt8.self),
                    stride: stride)
            }
        }
        self.bands = bands
        self.rings = rings
        self.bytesPerSample = bytesPerSample
        self.ringMask = mask
        self.chromaShift = Int(source.subsample_h)
    }

    deinit {
        rings.deallocate()
    }

    /// Converts the picture in `source` planes (zimg's plane order; planes after the first subsampled as the
    /// source format says), each band on its own thread, and calls `body` once for each part zimg writes of every
    /// picture row, on the band's thread, in row order within a band; a row may be changed in place.
    ///
    /// - Throws: The first band's ``MediaError`` with zimg's message.
    func process(_ source: [Plane], rows body: @Sendable (Row) -> Void) throws(MediaError) {
        let (chromaShift, mask, bytesPerSample) = (chromaShift, ringMask, bytesPerSample)
        // Safe: each band reads its own rows and writes only its own ring; the call waits for all bands, and each
        // band's graph (and scratch) is used by that band's thread alone.
        nonisolated(unsafe) let (bands, source) = (bands, source)
        nonisolated(unsafe) var failures = [MediaError?](repeating: nil, count: bands.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let band = bands[index]
            let input = source.enumerated().map { plane, p in
                Plane(
                    pointer: p.pointer + (plane == 0 ? band.first : band.first >> chromaShift) * p.stride,
                    stride: p.stride)
            }
            let ring = band.ring
            do throws(MediaError) {
                try band.graph.process(input, through: ring, mask: mask) { row, left, right in
                    let index = band.first + row
                    guard index >= band.start, index < band.stop else { return }
                    func start(_ plane: Int) -> UnsafeMutableRawPointer {
                        UnsafeMutableRawPointer(ring[plane].pointer + (row & mask) * ring[plane].stride)
                            + left * bytesPerSample
                    }
                    body(Row(index: index, columns: left..<right, planes: (start(0), start(1), start(2))))
                }
            } catch {
                lock.withLock { failures[index] = error }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    private static func bytesPerSample(_ type: zimg_pixel_type_e) -> Int {
        switch type {
        case ZIMG_PIXEL_BYTE: 1
        case ZIMG_PIXEL_WORD, ZIMG_PIXEL_HALF: 2
        default: 4
        }
    }
}

// Explicit non-conformance: each graph runs in its one scratch buffer and ring; use from one task at a time.
@available(*, unavailable)
extension ZimgBands: Sendable {}
