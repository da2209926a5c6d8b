import Pixels
import Video

/// A picture as terminal text: each character cell shows two pixels, one above the other, as an upper half block
/// (`▀`) whose foreground is the top pixel and whose background is the bottom one, in 24-bit colour (SGR 38;2 and
/// 48;2, which xterm, iTerm2, GNOME Terminal, kitty, tmux and Windows Terminal accept).
///
/// ```swift
/// let text = HalfBlockPicture.lines(of: frame, fittingColumns: 80, rows: 20).joined(separator: "\n")
/// ```
public enum HalfBlockPicture {
    /// The upper half block, U+2580.
    public static let upperHalf = "\u{2580}"

    /// The picture scaled to fit `columns` × `rows` cells (two pixel rows per cell row) keeping its aspect, one
    /// string per cell row, each ending with a colour reset.
    ///
    /// Each cell's colours are the mean of the pixels it covers, so thin lines do not flicker in and out.
    public static func lines(of image: RGBImage, fittingColumns columns: Int, rows: Int) -> [String] {
        guard image.width > 0, image.height > 0, columns > 0, rows > 0 else { return [] }
        let factor = min(Double(columns) / Double(image.width), Double(rows * 2) / Double(image.height), 1)
        let width = max(1, Int(Double(image.width) * factor))
        let height = max(2, Int(Double(image.height) * factor) / 2 * 2)
        var lines: [String] = []
        for row in stride(from: 0, to: height, by: 2) {
            var line = ""
            for column in 0..<width {
                let top = mean(of: image, column: column, row: row, width: width, height: height)
                let bottom = mean(of: image, column: column, row: row + 1, width: width, height: height)
                line += "\u{1B}[38;2;\(top.red);\(top.green);\(top.blue)m"
                line += "\u{1B}[48;2;\(bottom.red);\(bottom.green);\(bottom.blue)m" + upperHalf
            }
            lines.append(line + "\u{1B}[0m")
        }
        return lines
    }

    /// The mean colour of the source pixels that preview pixel (`column`, `row`) of a `width` × `height` preview
    /// covers.
    private static func mean(
        of image: RGBImage, column: Int, row: Int, width: Int, height: Int
    ) -> RGBImage.Pixel {
        let left = column * image.width / width
        let right = max(left + 1, (column + 1) * image.width / width)
        let top = row * image.height / height
        let bottom = max(top + 1, (row + 1) * image.height / height)
        var sums = (0, 0, 0)
        for y in top..<min(bottom, image.height) {
            for x in left..<min(right, image.width) {
                let pixel = image[x, y]
                sums.0 += Int(pixel.red)
                sums.1 += Int(pixel.green)
                sums.2 += Int(pixel.blue)
            }
        }
        let count = max(1, (min(bottom, image.height) - top) * (min(right, image.width) - left))
        return RGBImage.Pixel(red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
    }
}
