internal import CZlib

/// Encodes pictures as PNG (8-bit RGB, deflated with zlib), for frame files and contact sheets a person opens in any
/// viewer.
///
/// The bytes are exactly those FFmpeg 5.1's PNG encoder (libavcodec/pngenc.c) writes for an RGB24 frame with no
/// sample aspect ratio, colour properties or side data, with `pred=up` and `compression_level` 2: the signature,
/// `IHDR`, `pHYs` with the unset ratio 0/1, the zlib stream (`deflateInit` at level 2) cut into `IDAT` chunks of
/// 4096 bytes (pngenc's `IOBUF_SIZE`) and the rest in a last one, then `IEND`. The first row is filtered "sub",
/// every other row "up", as pngenc does when there is no row above. Pivot used that encoder through libavcodec
/// until ``Stream`` needed rows fed as they come, which libavcodec cannot do (it takes a whole frame);
/// `PNGEncoderTests` checks the bytes against `ffmpeg -c:v png -pred up -compression_level 2`.
///
/// The settings differ from the encoder's defaults (no prediction, deflate level 6, what `ffmpeg -f image2 %05d.png`
/// uses): "up" prediction and deflate level 2. On the benchmark's testsrc2 clips (300 frames, 720p and 1080p) that
/// is 0.93–0.94× the default's bytes, on real phone clips 0.70–0.74× (one flat, mostly static clip: 1.31×), at
/// about 60 % of its CPU time; level 3 saved 1–2 % more bytes for 15 % more time (BENCHMARKS.md, issue 16).
public enum PNGEncoder {
    /// The deflate level (zlib's 0...9).
    static let compressionLevel: Int32 = 2
    /// The most compressed bytes one `IDAT` chunk holds; pngenc.c's `IOBUF_SIZE`.
    static let imageDataChunkSize = 4096

    /// The PNG file bytes of `image`: a ``Stream`` given the whole image at once.
    ///
    /// - Throws: What ``Stream/init(width:)``, ``Stream/append(_:)`` and ``Stream/finish()`` throw.
    /// - Precondition: `image` is not empty.
    public static func encode(_ image: RGBImage) throws(PNGError) -> [UInt8] {
        precondition(image.width > 0 && image.height > 0, "cannot encode an empty image")
        var stream = try Stream(width: image.width)
        try stream.append(image)
        return try stream.finish()
    }

    /// A PNG being encoded a strip of rows at a time, so a tall picture (a contact sheet) can be filtered and
    /// deflated while its lower rows are still being drawn. The bytes are exactly ``PNGEncoder/encode(_:)``'s for
    /// the same rows, however they are split.
    ///
    /// It is the only owner of its zlib stream, which it frees when it goes away, finished or not. Being
    /// `~Copyable`, it can be handed to another task but never shared.
    ///
    /// ```swift
    /// var png = try PNGEncoder.Stream(width: 648)
    /// try png.append(topStrip)  // 648 × 150
    /// try png.append(bottomStrip)  // 648 × 250
    /// let bytes = try png.finish()
    /// ```
    public struct Stream: ~Copyable {
        /// The picture's width in pixels.
        public let width: Int
        /// The rows appended so far: the picture's height once it is finished.
        public private(set) var height = 0
        /// The zlib deflate stream, allocated here because zlib keeps a pointer back to it (it must not move).
        private let deflater: UnsafeMutablePointer<z_stream>
        /// One allocation for the filtered row (filter byte, then the row), the last appended row (the "up" filter
        /// of the next append subtracts it) and the deflate output waiting to become an `IDAT` chunk.
        private let scratch: UnsafeMutablePointer<UInt8>
        /// The finished `IDAT` chunks; the header that goes before them is written by ``finish()``, once the
        /// height is known (a run that is interrupted draws a shorter contact sheet than it planned).
        private var imageData: [UInt8] = []

        /// Starts a PNG `width` pixels wide, as tall as the rows appended before ``finish()``: opens the deflate
        /// stream.
        ///
        /// - Throws: A ``PNGError`` with zlib's message (out of memory, for one) when zlib cannot open its stream;
        ///   the corresponding zlib function is `deflateInit`.
        /// - Precondition: `width` is positive.
        public init(width: Int) throws(PNGError) {
            precondition(width > 0, "cannot encode an empty image (\(width) wide)")
            precondition(width <= Int(Int32.max) / 3, "image too large for PNG")
            deflater = .allocate(capacity: 1)
            deflater.initialize(to: z_stream())
            let status = CZlib_deflateInit(deflater, PNGEncoder.compressionLevel)
            guard status == Z_OK else {
                let error = Self.zlibError(status, deflater, operation: "deflateInit")
                deflater.deallocate()
                throw error
            }
            self.width = width
            scratch = .allocate(capacity: 2 * width * 3 + 1 + PNGEncoder.imageDataChunkSize)
            resetOutput()
        }

        deinit {
            deflateEnd(deflater)
            deflater.deallocate()
            scratch.deallocate()
        }

        /// Filters and deflates the next rows of the picture.
        ///
        /// - Parameter rows: An image as wide as the picture holding its next rows, top to bottom.
        /// - Throws: A ``PNGError`` with zlib's message if `deflate` fails, which it does
        ///   not on a stream it opened (zlib allocates all it needs in `deflateInit`). A stream that threw is of no
        ///   further use: drop it.
        /// - Precondition: `rows` is as wide as the picture, holds at least one row, and the picture stays within
        ///   PNG's height limit.
        public mutating func append(_ rows: RGBImage) throws(PNGError) {
            precondition(rows.width == width, "a strip \(rows.width) wide appended to a PNG \(width) wide")
            precondition(
                rows.height > 0 && rows.height <= Int(Int32.max) - height,
                "\(rows.height) rows appended to a PNG \(height) rows high")
            let rowBytes = rows.bytesPerRow
            let previousRow = scratch + rowBytes + 1
            let status = rows.pixels.withUnsafeBufferPointer { source -> Int32 in
                var above: UnsafePointer<UInt8>? = height == 0 ? nil : UnsafePointer(previousRow)
                for index in 0..<rows.height {
                    let row = source.baseAddress! + index * rowBytes
                    filter(row, above: above, count: rowBytes)
                    let status = deflateFilteredRow(count: rowBytes + 1)
                    guard status == Z_OK else { return status }
                    above = row
                }
                previousRow.update(from: source.baseAddress! + (rows.height - 1) * rowBytes, count: rowBytes)
                return Z_OK
            }
            guard status == Z_OK else { throw Self.zlibError(status, deflater, operation: "deflate") }
            height += rows.height
        }

        /// Ends the zlib stream and returns the whole PNG file, as tall as the rows appended.
        ///
        /// - Throws: A ``PNGError`` with zlib's message if `deflate` fails to finish the
        ///   stream.
        /// - Precondition: at least one row has been appended.
        public consuming func finish() throws(PNGError) -> [UInt8] {
            precondition(height > 0, "PNG finished before any row was appended")
            while true {
                let status = deflate(deflater, Z_FINISH)
                guard status == Z_OK || status == Z_STREAM_END else {
                    throw Self.zlibError(status, deflater, operation: "deflate")
                }
                let count = PNGEncoder.imageDataChunkSize - Int(deflater.pointee.avail_out)
                if count > 0 {
                    Self.appendChunk("IDAT", UnsafeBufferPointer(start: output, count: count), to: &imageData)
                }
                resetOutput()
                if status == Z_STREAM_END { break }
            }
            var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            file.reserveCapacity(file.count + 3 * 12 + 13 + 9 + imageData.count)
            var header: [UInt8] = []
            Self.appendBigEndian(UInt32(width), to: &header)
            Self.appendBigEndian(UInt32(height), to: &header)
            // Bit depth 8, colour type 2 (RGB), compression 0, filter method 0, no interlacing.
            header += [8, 2, 0, 0, 0]
            header.withUnsafeBufferPointer { Self.appendChunk("IHDR", $0, to: &file) }
            // pngenc writes pHYs whatever the frame: the context's sample aspect ratio (0/1 when unset, as ours
            // always is) with the unit unknown. Decoders ignore a 0 ratio, and the bytes stay pngenc's.
            let physicalSize: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 1, 0]
            physicalSize.withUnsafeBufferPointer { Self.appendChunk("pHYs", $0, to: &file) }
            file += imageData
            Self.appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0), to: &file)
            return file
        }

        /// Where the filtered row is written: its filter byte, then the row's bytes.
        private var filteredRow: UnsafeMutablePointer<UInt8> { scratch }

        /// Where deflate writes, ``PNGEncoder/imageDataChunkSize`` bytes after both rows.
        private var output: UnsafeMutablePointer<UInt8> { scratch + 2 * width * 3 + 1 }

        /// Writes `row` into ``filteredRow``: "up" (filter type 2, each byte minus the one above) when there is a
        /// row above, else "sub" (filter type 1, each byte minus the one a pixel to its left), as pngenc does.
        private func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int) {
            let filtered = filteredRow + 1
            if let above {
                filteredRow[0] = 2
                for index in 0..<count { filtered[index] = row[index] &- above[index] }
            } else {
                filteredRow[0] = 1
                filtered.update(from: row, count: 3)
                for index in 3..<count { filtered[index] = row[index] &- row[index - 3] }
            }
        }

        /// Feeds the first `count` bytes of ``filteredRow`` to deflate, writing an `IDAT` chunk each time the
        /// output fills (pngenc's `png_write_row`). Returns zlib's status: `Z_OK`, or the error.
        private mutating func deflateFilteredRow(count: Int) -> Int32 {
            deflater.pointee.next_in = filteredRow
            deflater.pointee.avail_in = UInt32(count)
            while deflater.pointee.avail_in > 0 {
                let status = deflate(deflater, Z_NO_FLUSH)
                guard status == Z_OK else { return status }
                if deflater.pointee.avail_out == 0 {
                    Self.appendChunk(
                        "IDAT", UnsafeBufferPointer(start: output, count: PNGEncoder.imageDataChunkSize), to: &imageData
                    )
                    resetOutput()
                }
            }
            return Z_OK
        }

        /// Points deflate's output at the start of ``output``, all of it free.
        private func resetOutput() {
            deflater.pointee.next_out = output
            deflater.pointee.avail_out = UInt32(PNGEncoder.imageDataChunkSize)
        }

        /// Appends a chunk to `bytes`: `data`'s length, the four-letter `type`, `data`, and the CRC-32 of type and
        /// data.
        private static func appendChunk(
            _ type: StaticString, _ data: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]
        ) {
            Self.appendBigEndian(UInt32(data.count), to: &bytes)
            var crc = type.withUTF8Buffer { typeBytes in
                bytes.append(contentsOf: typeBytes)
                return crc32(0, typeBytes.baseAddress, 4)
            }
            if let start = data.baseAddress {
                bytes.append(contentsOf: data)
                crc = crc32(crc, start, UInt32(data.count))
            }
            Self.appendBigEndian(UInt32(crc), to: &bytes)
        }

        private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
            bytes += [
                UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value),
            ]
        }

        /// A zlib failure as a ``PNGError`` carrying zlib's message.
        private static func zlibError(
            _ status: Int32, _ stream: UnsafeMutablePointer<z_stream>, operation: String
        ) -> PNGError {
            PNGError(zlibStatus: status, message: stream.pointee.msg, operation: operation)
        }
    }
}

// Unchecked because of its pointers: being `~Copyable`, a stream has one owner at a time, and every method that
// touches the zlib stream or the scratch rows is `mutating` or `consuming`, so two tasks never reach them at once.
extension PNGEncoder.Stream: @unchecked Sendable {}
