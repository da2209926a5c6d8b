/// The binary PPM (`P6`) image format: a short text header, then RGB24 bytes.
///
/// ```swift
/// let bytes = PPM.encode(image)           // "P6\n<w> <h>\n255\n" + pixels
/// let again = PPM.decode(bytes)           // strict: nil for anything malformed
/// ```
public enum PPM {
    /// The header Pivot writes: `P6\n<width> <height>\n255\n`.
    public static func header(width: Int, height: Int) -> [UInt8] {
        Array("P6\n\(width) \(height)\n255\n".utf8)
    }

    /// The whole file for `image`: ``header(width:height:)`` followed by its pixels.
    public static func encode(_ image: RGBImage) -> [UInt8] {
        var bytes = header(width: image.width, height: image.height)
        bytes.reserveCapacity(bytes.count + image.pixels.count)
        bytes.append(contentsOf: image.pixels)
        return bytes
    }

    /// Reads a binary PPM with a maximum value of 255, as ffmpeg and Pivot write them.
    ///
    /// Header fields may be separated by any whitespace and may carry `#` comments, as the Netpbm spec allows;
    /// exactly one whitespace byte separates the header from the pixels.
    ///
    /// - Returns: The image, or `nil` when the bytes are not such a file, the maximum value is not 255, or the
    ///   pixel data is short or followed by extra bytes.
    public static func decode(_ bytes: some Collection<UInt8>) -> RGBImage? {
        let bytes = Array(bytes)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else { return nil }
        var position = 2
        var fields: [Int] = []
        while fields.count < 3 {
            // Whitespace and comments before each field; at least one separator is required.
            let start = position
            while position < bytes.count {
                if isWhitespace(bytes[position]) {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "#") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    break
                }
            }
            guard position > start, position < bytes.count else { return nil }
            var value = 0
            var digits = 0
            while position < bytes.count, let digit = digitValue(bytes[position]) {
                value = value * 10 + digit
                digits += 1
                position += 1
                guard digits <= 9 else { return nil }
            }
            guard digits > 0 else { return nil }
            fields.append(value)
        }
        let (width, height, maxValue) = (fields[0], fields[1], fields[2])
        guard maxValue == 255, width > 0, height > 0, position < bytes.count, isWhitespace(bytes[position]) else {
            return nil
        }
        position += 1
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 3)
        guard !overflow, bytes.count - position == count else { return nil }
        return RGBImage(width: width, height: height, pixels: Array(bytes[position...]))
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
