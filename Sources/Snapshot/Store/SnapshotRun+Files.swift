import Foundation
import Pixels

extension SnapshotRun {
    /// Records or verifies files a command wrote: pictures (`.ppm`, `.png`) as PNG references named after the
    /// file with a `.png` extension, every other file as text under its own name.
    ///
    /// - Parameters:
    ///   - names: The files to check, relative to `folder`, in order.
    ///   - folder: Where the command wrote them.
    ///   - group: The group the results belong to (a command and its input).
    /// - Throws: A ``SnapshotError`` when a file cannot be read or is not a valid picture.
    public mutating func checkFiles(_ names: [String], in folder: URL, group: String) throws {
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw SnapshotError("cannot read \(url.path)")
            }
            let stem = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension.lowercased() {
            case "ppm":
                guard let image = PPM.decode(data) else { throw SnapshotError("\(url.path) is not a valid PPM") }
                try check(image, named: stem + ".png", group: group)
            case "png":
                let image: RGBImage
                do {
                    image = try PNGDecoder.decode([UInt8](data))
                } catch {
                    throw SnapshotError("\(url.path) is not a readable PNG: \(error)")
                }
                try check(image, named: name, group: group)
            default:
                try check(String(decoding: data, as: UTF8.self), named: name, group: group)
            }
        }
    }
}
