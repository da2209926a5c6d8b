import CZimg
import Foundation
import Testing

@testable import Video

/// `ZimgBands` against one zimg graph over the whole picture: every row the bands own must be the same bytes,
/// whatever the number of bands, the chroma subsampling and siting (the margins give the vertical chroma filter the
/// neighbours it has in the whole picture).
struct ZimgBandsTests {
    private static let (width, height) = (256, 384)

    /// A 10-bit limited-range BT.2020 HLG picture of noise (what the HLG path gives zimg), `subsampleH` log2.
    private static func yuvFormat(subsampleH: Int, chroma: zimg_chroma_location_e) -> zimg_image_format {
        var format = ZimgGraph.format(width: width, height: height)
        (format.pixel_type, format.depth, format.subsample_w, format.subsample_h) = (
            ZIMG_PIXEL_WORD, 10, 1, UInt32(subsampleH)
        )
        format.color_family = ZIMG_COLOR_YUV
        format.matrix_coefficients = ZIMG_MATRIX_BT2020_NCL
        format.transfer_characteristics = ZIMG_TRANSFER_ARIB_B67
        format.color_primaries = ZIMG_PRIMARIES_BT2020
        format.pixel_range = ZIMG_RANGE_LIMITED
        format.chroma_location = chroma
        return format
    }

    /// Float RGB still HLG-coded in BT.2020, as `ColorConverter` asks zimg for.
    private static func rgbFormat() -> zimg_image_format {
        var format = ZimgGraph.format(width: width, height: height)
        (format.pixel_type, format.color_family, format.matrix_coefficients) = (
            ZIMG_PIXEL_FLOAT, ZIMG_COLOR_RGB, ZIMG_MATRIX_RGB
        )
        format.transfer_characteristics = ZIMG_TRANSFER_ARIB_B67
        format.color_primaries = ZIMG_PRIMARIES_BT2020
        format.pixel_range = ZIMG_RANGE_FULL
        return format
    }

    /// Planes of `rows` rows of `bytesPerRow` (a multiple of 64), owned by `storage`.
    private static func planes(_ storage: inout [[UInt64]], rows: [Int], bytesPerRow: Int) -> [Plane] {
        storage = rows.map { [UInt64](repeating: 0, count: $0 * bytesPerRow / 8 + 8) }
        return storage.indices.map { index in
            storage[index].withUnsafeMutableBytes { bytes in
                // Aligned to 32 bytes inside the array's own (heap, stable while not resized) storage.
                let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let aligned = base + (32 - Int(bitPattern: base) % 32) % 32
                return Plane(pointer: aligned, stride: bytesPerRow)
            }
        }
    }

    @Test(
        arguments: [
            (1, ZIMG_CHROMA_LEFT), (1, ZIMG_CHROMA_TOP_LEFT), (1, ZIMG_CHROMA_CENTER), (0, ZIMG_CHROMA_LEFT),
        ])
    func bandsGiveTheWholePicturesBytes(subsampleH: Int, chroma: zimg_chroma_location_e) throws {
        let source = Self.yuvFormat(subsampleH: subsampleH, chroma: chroma)
        var input: [[UInt64]] = []
        let chromaRows = Self.height >> subsampleH
        let inputPlanes = Self.planes(&input, rows: [Self.height, chromaRows, chromaRows], bytesPerRow: Self.width * 2)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for (index, plane) in inputPlanes.enumerated() {
            let (columns, rows) = index == 0 ? (Self.width, Self.height) : (Self.width / 2, chromaRows)
            for row in 0..<rows {
                let samples = UnsafeMutableRawPointer(plane.pointer + row * plane.stride).assumingMemoryBound(
                    to: UInt16.self)
                for column in 0..<columns {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    samples[column] = UInt16(64 + (state >> 33) % 877)
                }
            }
        }
        let whole = try ZimgGraph(from: source, to: Self.rgbFormat(), nominalPeakLuminance: 203)
        var wholeStorage: [[UInt64]] = []
        let wholePlanes = Self.planes(
            &wholeStorage, rows: Array(repeating: Self.height, count: 3), bytesPerRow: Self.width * 4)
        try whole.process(inputPlanes, into: wholePlanes)

        for count in [2, 3, 6] {
            let bands = try ZimgBands(
                from: source, to: Self.rgbFormat(), nominalPeakLuminance: 203, count: count)
            var bandStorage: [[UInt64]] = []
            let bandPlanes = Self.planes(
                &bandStorage, rows: Array(repeating: Self.height, count: 3), bytesPerRow: Self.width * 4)
            // How many times each pixel of each row was handed over: exactly once is the contract.
            let deliveries = Deliveries(width: Self.width, height: Self.height)
            nonisolated(unsafe) let copies = bandPlanes
            try bands.process(inputPlanes) { row in
                deliveries.note(row: row.index, columns: row.columns)
                let starts = [row.planes.0, row.planes.1, row.planes.2]
                for (plane, start) in zip(copies, starts) {
                    (plane.pointer + row.index * plane.stride + row.columns.lowerBound * 4).update(
                        from: start.assumingMemoryBound(to: UInt8.self), count: row.columns.count * 4)
                }
            }
            #expect(deliveries.isEachPixelOnce, "\(count) bands")
            var differentRows = 0
            for (wholePlane, bandPlane) in zip(wholePlanes, bandPlanes) {
                for row in 0..<Self.height {
                    let expected = UnsafeRawBufferPointer(
                        start: wholePlane.pointer + row * wholePlane.stride, count: Self.width * 4)
                    let actual = UnsafeRawBufferPointer(
                        start: bandPlane.pointer + row * bandPlane.stride, count: Self.width * 4)
                    if !expected.elementsEqual(actual) { differentRows += 1 }
                }
            }
            #expect(differentRows == 0, "\(count) bands")
        }
    }

    /// Why the margins: the lower half converted on its own (its first chroma row mirrored at the top, not its
    /// real neighbour above) differs from the whole picture's rows at the split, which the test above would see.
    @Test func aBandWithoutMarginDiffersAtTheSplit() throws {
        let source = Self.yuvFormat(subsampleH: 1, chroma: ZIMG_CHROMA_LEFT)
        var input: [[UInt64]] = []
        let inputPlanes = Self.planes(
            &input, rows: [Self.height, Self.height / 2, Self.height / 2], bytesPerRow: Self.width * 2)
        // Chroma stripes: Cb alternates between low and high every chroma row, so a mirrored edge shows.
        for (index, plane) in inputPlanes.enumerated() {
            let rows = index == 0 ? Self.height : Self.height / 2
            for row in 0..<rows {
                let samples = UnsafeMutableRawPointer(plane.pointer + row * plane.stride).assumingMemoryBound(
                    to: UInt16.self)
                for column in 0..<(index == 0 ? Self.width : Self.width / 2) {
                    samples[column] = index == 0 ? 512 : (row % 2 == 0 ? 200 : 800)
                }
            }
        }
        var lowerFormat = source
        lowerFormat.height = UInt32(Self.height / 2)
        var lowerTarget = Self.rgbFormat()
        lowerTarget.height = lowerFormat.height
        let whole = try ZimgGraph(from: source, to: Self.rgbFormat(), nominalPeakLuminance: 203)
        let lower = try ZimgGraph(from: lowerFormat, to: lowerTarget, nominalPeakLuminance: 203)
        var (wholeStorage, lowerStorage): ([[UInt64]], [[UInt64]]) = ([], [])
        let wholePlanes = Self.planes(
            &wholeStorage, rows: Array(repeating: Self.height, count: 3), bytesPerRow: Self.width * 4)
        let lowerPlanes = Self.planes(
            &lowerStorage, rows: Array(repeating: Self.height / 2, count: 3), bytesPerRow: Self.width * 4)
        try whole.process(inputPlanes, into: wholePlanes)
        let lowerInput = inputPlanes.enumerated().map { index, plane in
            Plane(
                pointer: plane.pointer + (index == 0 ? Self.height / 2 : Self.height / 4) * plane.stride,
                stride: plane.stride)
        }
        try lower.process(lowerInput, into: lowerPlanes)
        let expected = UnsafeRawBufferPointer(
            start: wholePlanes[0].pointer + Self.height / 2 * wholePlanes[0].stride, count: Self.width * 4)
        let actual = UnsafeRawBufferPointer(start: lowerPlanes[0].pointer, count: Self.width * 4)
        #expect(!expected.elementsEqual(actual))
    }
}

/// Counts, under a lock, how often each pixel of a picture is handed over by ``ZimgBands/process(_:rows:)``.
private final class Deliveries: @unchecked Sendable {
    // Why unchecked: `counts` is read and written only with `lock` held.
    private let lock = NSLock()
    private let width: Int
    private var counts: [Int]

    init(width: Int, height: Int) {
        self.width = width
        counts = Array(repeating: 0, count: width * height)
    }

    func note(row: Int, columns: Range<Int>) {
        lock.withLock {
            for column in columns { counts[row * width + column] += 1 }
        }
    }

    var isEachPixelOnce: Bool { lock.withLock { counts.allSatisfy { $0 == 1 } } }
}
