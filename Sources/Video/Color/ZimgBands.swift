internal import CZimg
import Foundation

/// One zimg conversion split into bands of rows that run at once, one thread per band, each band its own
/// ``ZimgGraph`` over a sub-picture.
///
/// A band converts its own rows plus `margin` rows either side (fewer at the picture's edges), so the vertical
/// chroma filter sees the same neighbours as it does in the whole picture, and every band starts on a whole chroma
/// row, so the chroma siting is the same. The rows a band owns are therefore the bytes a whole-picture graph
/// makes (`ColorConverterBandTests` compares them). The bands write one after another into a buffer
/// ``bufferHeight`` rows tall, margins included, so no two threads write the same row and nothing is copied:
/// ``bufferRow(_:)`` says where each picture row ended up.
final class ZimgBands {
    private struct Band {
        /// The picture rows the band converts, margins included.
        var first: Int, end: Int
        /// The buffer row the band's first row is written to.
        var bufferFirst: Int
        var graph: ZimgGraph
    }

    /// Rows converted either side of a band's own: more than any of zimg's vertical chroma filters reaches
    /// (Lanczos, 3 taps at 4:2:0, is 6 luma rows).
    static let margin = 16
    /// Fewest rows a band owns: a smaller picture is converted in fewer bands.
    static let minimumRows = 64

    private let bands: [Band]
    private let chromaShift: Int
    /// For each picture row, the buffer row it is written to.
    private let rowMap: [Int]

    /// The rows the destination buffer must have.
    let bufferHeight: Int

    /// Builds one graph per band.
    ///
    /// - Parameters:
    ///   - source: The whole picture's format; `destination` is the same size.
    ///   - count: The most bands (one per core).
    /// - Throws: A ``MediaError`` with zimg's message when the conversion is not supported.
    init(
        from source: zimg_image_format, to destination: zimg_image_format, nominalPeakLuminance: Double, count: Int
    ) throws(MediaError) {
        let height = Int(source.height)
        let unit = 1 << Int(source.subsample_h)
        let units = height / unit
        let count = max(1, min(count, height / Self.minimumRows))
        let margin = (Self.margin + unit - 1) / unit * unit
        var bands: [Band] = []
        var rowMap: [Int] = []
        rowMap.reserveCapacity(height)
        var bufferRows = 0
        for index in 0..<count {
            // Owned rows in whole chroma rows; the last band also takes any rows past the last whole unit.
            let start = units * index / count * unit
            let stop = index == count - 1 ? height : units * (index + 1) / count * unit
            let first = max(0, start - margin)
            let end = min(height, stop + margin)
            var (bandSource, bandDestination) = (source, destination)
            (bandSource.height, bandDestination.height) = (UInt32(end - first), UInt32(end - first))
            let graph = try ZimgGraph(
                from: bandSource, to: bandDestination, nominalPeakLuminance: nominalPeakLuminance)
            bands.append(Band(first: first, end: end, bufferFirst: bufferRows, graph: graph))
            rowMap += (start..<stop).map { bufferRows + $0 - first }
            bufferRows += end - first
        }
        self.bands = bands
        self.rowMap = rowMap
        self.chromaShift = Int(source.subsample_h)
        self.bufferHeight = bufferRows
    }

    /// The buffer row that holds picture row `row` after ``process(_:into:)``.
    func bufferRow(_ row: Int) -> Int {
        rowMap[row]
    }

    /// Converts the picture in `source` planes (zimg's plane order; planes after the first subsampled as the
    /// source format says) into `destination` planes ``bufferHeight`` rows tall, each band on its own thread.
    ///
    /// - Throws: The first band's ``MediaError`` with zimg's message.
    func process(_ source: [Plane], into destination: [Plane]) throws(MediaError) {
        let chromaShift = chromaShift
        // Safe: each band reads its own rows and writes only its own buffer rows; the call waits for all bands,
        // and each band's graph (and scratch) is used by that band's thread alone.
        nonisolated(unsafe) let (bands, source, destination) = (bands, source, destination)
        nonisolated(unsafe) var failures = [MediaError?](repeating: nil, count: bands.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: bands.count) { index in
            let band = bands[index]
            let input = source.enumerated().map { plane, p in
                Plane(
                    pointer: p.pointer + (plane == 0 ? band.first : band.first >> chromaShift) * p.stride,
                    stride: p.stride)
            }
            let output = destination.map {
                Plane(pointer: $0.pointer + band.bufferFirst * $0.stride, stride: $0.stride)
            }
            do throws(MediaError) {
                try band.graph.process(input, into: output)
            } catch {
                lock.withLock { failures[index] = error }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}

// Explicit non-conformance: each graph runs in its one scratch buffer; use from one task at a time.
@available(*, unavailable)
extension ZimgBands: Sendable {}
