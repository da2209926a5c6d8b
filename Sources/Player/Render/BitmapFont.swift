import Pixels
import Video

/// A 5×7 pixel font for labelling contact-sheet cells: upper-case letters, digits and a little punctuation.
///
/// Lower-case text is drawn in capitals; characters the font lacks are drawn as a blank cell.
enum BitmapFont {
    /// Glyph width in font pixels.
    static let glyphWidth = 5
    /// Glyph height in font pixels.
    static let glyphHeight = 7
    /// Horizontal advance per character in font pixels (glyph plus one column of spacing).
    static let advance = 6

    /// The width in image pixels of `text` drawn at `scale`.
    static func width(of text: String, scale: Int) -> Int {
        max(0, text.count * advance - 1) * scale
    }

    /// Draws `text` with its top-left corner at (`x`, `y`), each font pixel a `scale`×`scale` square; clipped to
    /// the image.
    static func draw(_ text: String, at x: Int, _ y: Int, scale: Int, color: RGBImage.Pixel, into image: inout RGBImage)
    {
        for (index, character) in text.uppercased().enumerated() {
            guard let rows = glyphs[character] else { continue }
            let left = x + index * advance * scale
            for (row, bits) in rows.enumerated() {
                for (column, bit) in bits.enumerated() where bit == "#" {
                    fill(x: left + column * scale, y: y + row * scale, size: scale, color: color, in: &image)
                }
            }
        }
    }

    /// Fills the `size`×`size` square at (`x`, `y`), or the part of it inside the image: a square wholly outside
    /// (a long label running past the canvas) fills nothing.
    private static func fill(x: Int, y: Int, size: Int, color: RGBImage.Pixel, in image: inout RGBImage) {
        let top = max(0, y)
        let bottom = min(image.height, y + size)
        let left = max(0, x)
        let right = min(image.width, x + size)
        guard top < bottom, left < right else { return }
        for py in top..<bottom {
            for px in left..<right { image[px, py] = color }
        }
    }

    // swift-format-ignore
    private static let glyphs: [Character: [String]] = [
        "A": [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "B": ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
        "C": [" ### ", "#   #", "#    ", "#    ", "#    ", "#   #", " ### "],
        "D": ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
        "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
        "F": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "],
        "G": [" ### ", "#   #", "#    ", "# ###", "#   #", "#   #", " ####"],
        "H": ["#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "I": [" ### ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "J": ["  ###", "   # ", "   # ", "   # ", "   # ", "#  # ", " ##  "],
        "K": ["#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #"],
        "L": ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
        "M": ["#   #", "## ##", "# # #", "# # #", "#   #", "#   #", "#   #"],
        "N": ["#   #", "#   #", "##  #", "# # #", "#  ##", "#   #", "#   #"],
        "O": [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "P": ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
        "Q": [" ### ", "#   #", "#   #", "#   #", "# # #", "#  # ", " ## #"],
        "R": ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
        "S": [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "U": ["#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "V": ["#   #", "#   #", "#   #", "#   #", "#   #", " # # ", "  #  "],
        "W": ["#   #", "#   #", "#   #", "# # #", "# # #", "# # #", " # # "],
        "X": ["#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #"],
        "Y": ["#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  "],
        "Z": ["#####", "    #", "   # ", "  #  ", " #   ", "#    ", "#####"],
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        "=": ["     ", "     ", "#####", "     ", "#####", "     ", "     "],
        "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
        ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
        ":": ["     ", " ##  ", " ##  ", "     ", " ##  ", " ##  ", "     "],
        "/": ["    #", "    #", "   # ", "  #  ", " #   ", "#    ", "#    "],
        "(": ["   # ", "  #  ", " #   ", " #   ", " #   ", "  #  ", "   # "],
        ")": [" #   ", "  #  ", "   # ", "   # ", "   # ", "  #  ", " #   "],
        " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    ]
}
