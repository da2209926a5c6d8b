public import Pixels

/// The chrome of one layout, drawn once, ready to composite onto every frame of that layout.
///
/// It keeps the chrome drawn over black and over white. Every blend the renderer makes is `old + (new − old) × α`,
/// so a pixel of any frame below ends up as `overBlack + frame × (overWhite − overBlack) / 255`: the over-black
/// picture is the chrome's premultiplied colour and the difference is how much of the frame shows through.
/// Only rows that the chrome touches are kept.
public struct ChromeOverlay: Sendable {
    /// The picture's width in pixels.
    public let width: Int
    /// The picture's height in pixels.
    public let height: Int
    /// The rows with chrome, and for each its premultiplied colour and transmittance bytes (`width × 3` each).
    private let rows: [(index: Int, color: [UInt8], transmittance: [UInt8])]

    /// Builds the overlay from the same chrome drawn over black and over white.
    init(overBlack: RGBImage, overWhite: RGBImage) {
        precondition(overBlack.width == overWhite.width && overBlack.height == overWhite.height)
        width = overBlack.width
        height = overBlack.height
        let stride = overBlack.bytesPerRow
        var rows: [(index: Int, color: [UInt8], transmittance: [UInt8])] = []
        for row in 0..<height {
            let range = row * stride..<(row + 1) * stride
            let black = overBlack.pixels[range]
            let white = overWhite.pixels[range]
            // A row with nothing drawn is black over black and white over white.
            guard !(black.allSatisfy { $0 == 0 } && white.allSatisfy { $0 == 255 }) else { continue }
            rows.append((row, Array(black), zip(white, black).map { $0 &- $1 }))
        }
        self.rows = rows
    }

    /// The number of rows the chrome covers (the rest of a frame is left untouched).
    public var coveredRowCount: Int { rows.count }

    /// Composites the chrome onto `image`, above everything already in it.
    ///
    /// - Precondition: `image` is `width × height`.
    public func composite(onto image: inout RGBImage) {
        precondition(
            image.width == width && image.height == height,
            "overlay \(width)x\(height) onto \(image.width)x\(image.height)")
        let stride = image.bytesPerRow
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in rows {
                let base = row.index * stride
                for offset in 0..<stride {
                    let below = Int(pixels[base + offset])
                    let value = Int(row.color[offset]) + (below * Int(row.transmittance[offset]) + 127) / 255
                    pixels[base + offset] = UInt8(min(255, value))
                }
            }
        }
    }
}
