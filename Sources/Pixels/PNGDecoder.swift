internal import CZlib

/// Decodes PNG files, so snapshot references written by ``PNGEncoder`` (or by any other tool) can be read back as
/// pictures.
///
/// Every colour type, bit depth and interlace method of the PNG specification (3rd edition) is read, with zlib's
/// inflate and nothing else, so reading a picture needs no FFmpeg. The pixels are what the ffmpeg CLI's PNG decoder
/// gives converted to `rgb24` (`PNGDecoderTests` checks each format against it): grey samples of 1, 2 and 4 bits
/// are scaled to 0–255 and alpha (an alpha channel or `tRNS`) is dropped. 16-bit samples are rescaled as the PNG
/// specification says (§13.12), which differs from swscale's rounding by at most 1. Chunks other than `IHDR`,
/// `PLTE`, `IDAT` and `IEND` are skipped and CRCs are not checked, as FFmpeg's decoder does by default.
public enum PNGDecoder {
    /// The PNG file's eight-byte signature (§5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The picture in the PNG file `bytes`, as RGB24; an alpha channel is dropped and grey or paletted pictures
    /// are expanded to RGB.
    ///
    /// The header's size is checked against ``PictureLimits`` before anything is inflated, so a small file that
    /// claims a huge picture (a zlib bomb) costs nothing.
    ///
    /// - Throws: A ``PNGError`` when the bytes are not a PNG, its header declares a picture beyond
    ///   ``PictureLimits``, or its image data is corrupt or cut short.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBImage {
        let chunks = try Chunks(bytes)
        if let violation = PictureLimits.violation(width: chunks.header.width, height: chunks.header.height) {
            throw PNGError("PNG header: \(violation)")
        }
        guard let expected = chunks.header.inflatedByteCount, expected <= Int(UInt32.max) else {
            throw PNGError("PNG too large (\(chunks.header.width)x\(chunks.header.height))")
        }
        var data = try inflate(chunks.imageData, count: expected)
        return try picture(from: &data, header: chunks.header, palette: chunks.palette)
    }

    // MARK: - Chunks

    /// The chunks the picture is made from: the header, the palette and the concatenated `IDAT` data.
    private struct Chunks {
        var header: PNGHeader
        var palette: [RGBImage.Pixel] = []
        var imageData: [UInt8] = []

        init(_ bytes: [UInt8]) throws(PNGError) {
            guard bytes.starts(with: PNGDecoder.signature) else { throw PNGError("not a PNG (no PNG signature)") }
            var offset = PNGDecoder.signature.count
            var header: PNGHeader?
            while true {
                guard bytes.count - offset >= 12 else { throw PNGError("PNG cut short (no IEND chunk)") }
                let length = Int(PNGHeader.bigEndian(bytes, at: offset))
                let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
                guard length <= bytes.count - offset - 12 else { throw PNGError("PNG cut short (in \(type))") }
                let data = bytes[offset + 8..<offset + 8 + length]
                offset += 12 + length
                if header == nil {
                    guard type == "IHDR" else { throw PNGError("not a PNG (\(type) before IHDR)") }
                    header = try PNGHeader(data)
                    continue
                }
                switch type {
                case "PLTE":
                    guard length % 3 == 0, (3...768).contains(length) else {
                        throw PNGError("bad PNG palette (\(length) bytes)")
                    }
                    palette = stride(from: data.startIndex, to: data.endIndex, by: 3).map {
                        RGBImage.Pixel(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2])
                    }
                case "IDAT": imageData += data
                case "IEND":
                    self.header = header!
                    guard header!.colourType != .indexed || !palette.isEmpty else {
                        throw PNGError("bad PNG (an indexed picture with no PLTE)")
                    }
                    return
                default: continue
                }
            }
        }
    }

    // MARK: - Inflating

    /// The zlib stream `compressed` inflated to exactly `count` bytes; data past them is ignored, as libpng does.
    private static func inflate(_ compressed: [UInt8], count: Int) throws(PNGError) -> [UInt8] {
        // Allocated, not a local: zlib keeps a pointer back to the stream and checks it on every call.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        let opened = CZlib_inflateInit(stream)
        guard opened == Z_OK else {
            throw PNGError(zlibStatus: opened, message: stream.pointee.msg, operation: "inflateInit")
        }
        defer { inflateEnd(stream) }
        var output = [UInt8](repeating: 0, count: count)
        let status = compressed.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { buffer in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = UInt32(buffer.count)
                return CZlib.inflate(stream, Z_FINISH)
            }
        }
        let isFull = stream.pointee.avail_out == 0
        switch status {
        case Z_STREAM_END where isFull, Z_BUF_ERROR where isFull: return output
        case Z_STREAM_END, Z_BUF_ERROR: throw PNGError("PNG image data cut short")
        default: throw PNGError(zlibStatus: status, message: stream.pointee.msg, operation: "inflate")
        }
    }

    // MARK: - Pixels

    /// Reverses each row's filter in place, then reads every pass's pixels into an RGB picture.
    private static func picture(
        from data: inout [UInt8], header: PNGHeader, palette: [RGBImage.Pixel]
    ) throws(PNGError) -> RGBImage {
        var image = RGBImage(width: header.width, height: header.height)
        var offset = 0
        for pass in header.passes {
            let (columns, rows) = header.size(of: pass)
            guard columns > 0, rows > 0 else { continue }
            let rowBytes = header.rowBytes(columns: columns)
            for row in 0..<rows {
                let start = offset + row * (rowBytes + 1)
                try unfilter(
                    &data, row: start, count: rowBytes, previous: row == 0 ? nil : start - rowBytes - 1,
                    stride: header.filterStride)
                let y = pass.yStart + row * pass.yStep
                for column in 0..<columns {
                    image[pass.xStart + column * pass.xStep, y] = pixel(
                        column, in: data, at: start + 1, header: header, palette: palette)
                }
            }
            offset += rows * (rowBytes + 1)
        }
        return image
    }

    /// Reverses the filter of the row whose filter byte is at `row` (§7.3, §9.2), given the row above's filter
    /// byte offset (`nil` for a pass's first row, whose row above counts as zeros).
    private static func unfilter(
        _ data: inout [UInt8], row: Int, count: Int, previous: Int?, stride: Int
    ) throws(PNGError) {
        let filter = data[row]
        guard filter <= 4 else { throw PNGError("bad PNG row filter \(filter)") }
        guard filter != 0 else { return }
        for index in 0..<count {
            let here = row + 1 + index
            let left = index >= stride ? Int(data[here - stride]) : 0
            let above = previous.map { Int(data[$0 + 1 + index]) } ?? 0
            let aboveLeft = index >= stride ? previous.map { Int(data[$0 + 1 + index - stride]) } ?? 0 : 0
            let predictor =
                switch filter {
                case 1: left
                case 2: above
                case 3: (left + above) / 2
                default: paeth(left, above, aboveLeft)
                }
            data[here] = data[here] &+ UInt8(truncatingIfNeeded: predictor)
        }
    }

    /// The Paeth predictor (§9.4): whichever of left, above and upper-left is closest to `left + above − aboveLeft`.
    private static func paeth(_ left: Int, _ above: Int, _ aboveLeft: Int) -> Int {
        let estimate = left + above - aboveLeft
        let (toLeft, toAbove, toAboveLeft) = (abs(estimate - left), abs(estimate - above), abs(estimate - aboveLeft))
        if toLeft <= toAbove && toLeft <= toAboveLeft { return left }
        return toAbove <= toAboveLeft ? above : aboveLeft
    }

    /// The colour of the pixel in `column` of the unfiltered row starting at `start`.
    private static func pixel(
        _ column: Int, in data: [UInt8], at start: Int, header: PNGHeader, palette: [RGBImage.Pixel]
    ) -> RGBImage.Pixel {
        let depth = header.bitDepth
        if depth < 8 {
            let bit = column * depth
            let value = Int(data[start + bit / 8] >> (8 - depth - bit % 8)) & (1 << depth - 1)
            if header.colourType == .indexed { return value < palette.count ? palette[value] : .black }
            let grey = UInt8(value * 255 / (1 << depth - 1))
            return RGBImage.Pixel(red: grey, green: grey, blue: grey)
        }
        let sampleBytes = depth / 8
        let first = start + column * header.colourType.channels * sampleBytes
        /// The `index`th sample of the pixel in 8 bits: a 16-bit one rescaled as §13.12 says,
        /// ⌊v × 255 / 65535 + ½⌋.
        func sample(_ index: Int) -> UInt8 {
            let offset = first + index * sampleBytes
            guard sampleBytes == 2 else { return data[offset] }
            return UInt8(((Int(data[offset]) << 8 | Int(data[offset + 1])) * 255 + 32767) / 65535)
        }
        switch header.colourType {
        case .indexed:
            let index = Int(data[first])
            return index < palette.count ? palette[index] : .black
        case .grey, .greyAlpha:
            let grey = sample(0)
            return RGBImage.Pixel(red: grey, green: grey, blue: grey)
        case .rgb, .rgba:
            return RGBImage.Pixel(red: sample(0), green: sample(1), blue: sample(2))
        }
    }
}
