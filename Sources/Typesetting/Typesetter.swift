internal import CFreeType
public import Pixels

/// Sets single lines of text in Inter with FreeType: measures them and blends them, anti-aliased, into an
/// ``Pixels/RGBImage``.
///
/// ```swift
/// let typesetter = try Typesetter()
/// let title = TextStyle(weight: .semibold, pointSize: 17)
/// let width = typesetter.metrics(of: "Settings", style: title, scale: 3).advance
/// typesetter.draw("Settings", style: title, scale: 3, x: (402 - width) / 2, baseline: 90, color: .black,
///                 into: &image)
/// ```
///
/// Positions and sizes are in points; pixels are points times `scale`. Glyphs are placed at fractional pixel
/// positions (FreeType's transform moves each outline by the pen's fraction) and rendered unhinted, as Apple renders
/// text, so a line measures the same at every position. There is no shaping: no kerning pairs or ligatures (Inter
/// keeps them in GPOS, which only HarfBuzz applies), a small difference at bar-title sizes.
///
/// The typesetter owns one `FT_Library` and a face per Inter file it uses, and frees them in `deinit`.
public final class Typesetter {
    /// Where Debian's `fonts-inter` installs the OpenType files (`dpkg -L fonts-inter`).
    public static let debianFontDirectory = "/usr/share/fonts/opentype/inter"

    private let library: FT_Library
    /// One face per file name; opened on creation so a missing font is reported before anything is drawn.
    private let faces: [String: FT_Face]

    /// Opens every Inter file the ``TextStyle`` weights use, in both optical sizes.
    ///
    /// - Parameter fontDirectory: The folder holding `Inter-*.otf` and `InterDisplay-*.otf`.
    /// - Throws: ``TypesetError`` naming the first file that is missing or that FreeType cannot read.
    public init(fontDirectory: String = Typesetter.debianFontDirectory) throws(TypesetError) {
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else {
            throw TypesetError(path: fontDirectory, reason: "cannot start FreeType (error \(status))")
        }
        var faces: [String: FT_Face] = [:]
        let names = TextStyle.Weight.allCases.flatMap { weight in
            [TextStyle(weight: weight, pointSize: 1), TextStyle(weight: weight, pointSize: TextStyle.displayThreshold)]
                .map(\.fileName)
        }
        for name in names {
            let path = "\(fontDirectory)/\(name)"
            var face: FT_Face?
            let status = FT_New_Face(library, path, 0, &face)
            guard status == 0, let face else {
                // Whether or not a face failed, the ones already open and the library are released here, since
                // `deinit` never runs for an object whose initialiser threw.
                for face in faces.values { FT_Done_Face(face) }
                FT_Done_FreeType(library)
                throw TypesetError(path: path, reason: Self.reason(for: status, operation: "FT_New_Face"))
            }
            faces[name] = face
        }
        self.library = library
        self.faces = faces
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    // MARK: - Measuring

    /// The advance, ascent and descent of `text` set in `style`, in points.
    public func metrics(of text: String, style: TextStyle, scale: Double) -> TextMetrics {
        let face = self.face(for: style, scale: scale)
        var advance = 0.0
        for scalar in text.unicodeScalars {
            advance += loadGlyph(scalar, in: face, render: false)
        }
        let sizeMetrics = face.pointee.size.pointee.metrics
        return TextMetrics(
            advance: advance / scale, ascent: Double(sizeMetrics.ascender) / 64 / scale,
            descent: -Double(sizeMetrics.descender) / 64 / scale)
    }

    /// `text` if it fits in `width` points, otherwise its longest prefix followed by "…" that fits (just "…" if
    /// nothing does), as a label with tail truncation shows it.
    public func truncating(_ text: String, style: TextStyle, scale: Double, toWidth width: Double) -> String {
        guard metrics(of: text, style: style, scale: scale).advance > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingTrailingSpaces + "…"
            if metrics(of: candidate, style: style, scale: scale).advance <= width { return candidate }
        }
        return "…"
    }

    // MARK: - Drawing

    /// Blends `text` into `image` in `color`, its pen starting at `x` on the baseline `baseline` (both in points).
    ///
    /// Coverage from FreeType's anti-aliasing mixes `color` over what is already there, scaled by `opacity`
    /// (0–1); pixels outside the image are skipped.
    public func draw(
        _ text: String, style: TextStyle, scale: Double, x: Double, baseline: Double, color: RGBImage.Pixel,
        opacity: Double = 1, into image: inout RGBImage
    ) {
        let face = self.face(for: style, scale: scale)
        // The pen in 26.6 fixed-point pixels; the integer part places the bitmap, the fraction moves the outline.
        var pen = Int((x * scale * 64).rounded())
        let baselineRow = Int((baseline * scale).rounded())
        let alpha = Int((max(0, min(1, opacity)) * 256).rounded())
        for scalar in text.unicodeScalars {
            var delta = FT_Vector(x: FT_Pos(pen & 63), y: 0)
            FT_Set_Transform(face, nil, &delta)
            let advance = loadGlyph(scalar, in: face, render: true)
            let slot = face.pointee.glyph.pointee
            blend(
                slot.bitmap, left: (pen >> 6) + Int(slot.bitmap_left), top: baselineRow - Int(slot.bitmap_top),
                color: color, alpha: alpha, into: &image)
            pen += Int((advance * 64).rounded())
        }
        FT_Set_Transform(face, nil, nil)
    }

    // MARK: - FreeType

    /// The face for `style`, sized to `style.pointSize × scale` pixels.
    private func face(for style: TextStyle, scale: Double) -> FT_Face {
        guard let face = faces[style.fileName] else {
            preconditionFailure("every TextStyle file is opened in init; \(style.fileName) is missing")
        }
        // 72 dpi makes one point of FreeType's char size one pixel.
        FT_Set_Char_Size(face, 0, FT_F26Dot6((style.pointSize * scale * 64).rounded()), 72, 72)
        return face
    }

    /// Loads (and renders, when asked) the glyph for `scalar`, returning its unhinted advance in pixels.
    ///
    /// A character the font lacks becomes glyph 0 (`.notdef`), as every text system shows it.
    private func loadGlyph(_ scalar: Unicode.Scalar, in face: FT_Face, render: Bool) -> Double {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        let flags = Int32(FT_LOAD_NO_HINTING) | (render ? Int32(FT_LOAD_RENDER) : 0)
        guard FT_Load_Glyph(face, index, flags) == 0 else { return 0 }
        // linearHoriAdvance is 16.16 fixed point and not rounded to whole pixels, unlike advance.x.
        return Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }

    /// Mixes `color` into `image` by each coverage byte of an 8-bit gray FreeType bitmap placed at (`left`, `top`).
    private func blend(
        _ bitmap: FT_Bitmap, left: Int, top: Int, color: RGBImage.Pixel, alpha: Int, into image: inout RGBImage
    ) {
        guard let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return }
        let source = [color.red, color.green, color.blue].map(Int.init)
        let width = image.width
        let height = image.height
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<Int(bitmap.rows) {
                let y = top + row
                guard y >= 0, y < height else { continue }
                for column in 0..<Int(bitmap.width) {
                    let x = left + column
                    guard x >= 0, x < width else { continue }
                    let coverage = Int(buffer[row * Int(bitmap.pitch) + column]) * alpha >> 8
                    guard coverage > 0 else { continue }
                    let offset = (y * width + x) * 3
                    for channel in 0..<3 {
                        let old = Int(pixels[offset + channel])
                        pixels[offset + channel] = UInt8(old + ((source[channel] - old) * coverage + 127) / 255)
                    }
                }
            }
        }
    }

    /// A FreeType status in words: FreeType's own text when the library carries it, and the call that failed.
    private static func reason(for status: FT_Error, operation: String) -> String {
        // FT_Err_Cannot_Open_Resource: the file is missing or unreadable.
        if status == 1 { return "no such font file (install Debian's fonts-inter: make setup)" }
        let text = FT_Error_String(status).map { String(cString: $0) } ?? "error \(status)"
        return "FreeType cannot read the font: \(text) (\(operation))"
    }
}

// Explicit non-conformance: an FT_Face is not thread-safe (its size and transform are set per call); use one
// typesetter from one task at a time.
@available(*, unavailable)
extension Typesetter: Sendable {}

extension String {
    /// The text without trailing spaces, so a truncated line never ends "word …".
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
