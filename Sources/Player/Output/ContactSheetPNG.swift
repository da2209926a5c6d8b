import Pixels
import Video

/// A contact sheet's PNG file, encoded as its thumbnails arrive: each grid row ``ContactSheetRows`` finishes goes
/// straight into the PNG stream, so `contact-sheet.png` is mostly encoded while the frames or cells after it are
/// still being rendered, and only its last grid row is left when the run ends.
struct ContactSheetPNG: ~Copyable {
    private var rows: ContactSheetRows
    private var png: PNGEncoder.Stream

    /// Starts an empty sheet laid out as `sheet`.
    init(sheet: ContactSheet) throws(MediaError) {
        rows = ContactSheetRows(sheet: sheet)
        do {
            png = try PNGEncoder.Stream(width: sheet.width)
        } catch {
            throw MediaError(error)
        }
    }

    /// Adds `thumbnail` (made by ``ContactSheet/thumbnail(_:)``) with its label in the next cell.
    ///
    /// - Throws: The ``MediaError`` of a failed encoding.
    mutating func add(_ thumbnail: RGBImage, label: String) throws(MediaError) {
        guard let band = rows.add(thumbnail, label: label) else { return }
        do {
            try png.append(band)
        } catch {
            throw MediaError(error)
        }
    }

    /// The PNG file's bytes: the sheet with every thumbnail added (one empty grid row when none was).
    ///
    /// - Throws: The ``MediaError`` of a failed encoding.
    consuming func finish() throws(MediaError) -> [UInt8] {
        do {
            if let band = rows.finish() { try png.append(band) }
            return try png.finish()
        } catch {
            throw MediaError(error)
        }
    }
}
