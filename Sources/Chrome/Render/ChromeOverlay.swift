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
    /// For each row of the picture, its place in ``rows``, or `nil` when the chrome does not touch it.
    private let rowPositions: [Int?]

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
        var positions = [Int?](repeating: nil, count: height)
        for (position, row) in rows.enumerated() { positions[row.index] = position }
        rowPositions = positions
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

    /// Composites the chrome at `opacity` (0–1) onto `image` of any size, stretched to it (each pixel takes the
    /// overlay's nearest one): a snapshot of the bars fading out or in while a rotation animates the window's
    /// bounds (`docs/chrome.md`, "Bars during a rotation").
    public func composite(onto image: inout RGBImage, opacity: Double) {
        guard opacity > 0, image.width > 0, image.height > 0 else { return }
        if opacity >= 1, image.width == width, image.height == height { return composite(onto: &image) }
        let alpha = Int((min(1, opacity) * 256).rounded())
        let columns = (0..<image.width).map { min(width - 1, ($0 * width + width / 2) / image.width) * 3 }
        let stride = image.bytesPerRow
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<image.height {
                let source = min(height - 1, (y * height + height / 2) / image.height)
                guard let position = rowPositions[source] else { continue }
                let row = rows[position]
                let base = y * stride
                for x in 0..<image.width {
                    for channel in 0..<3 {
                        let offset = columns[x] + channel
                        let below = Int(pixels[base + x * 3 + channel])
                        let over = min(
                            255, Int(row.color[offset]) + (below * Int(row.transmittance[offset]) + 127) / 255)
                        pixels[base + x * 3 + channel] = UInt8(below + ((over - below) * alpha) / 256)
                    }
                }
            }
        }
    }
}
