import Chrome
import Orientation
import Pixels
import Typesetting

/// One typesetter for the suite's drawings; Inter's files are opened once.
enum Shared {
    static func renderer() throws -> ChromeRenderer { ChromeRenderer(typesetter: try Typesetter()) }
}

/// A device from the catalog, by id.
func device(_ id: String) -> DeviceModel {
    guard let device = DeviceCatalog.device(id: id) else { preconditionFailure("no \(id) in the catalog") }
    return device
}

/// The window of `layout` filled with the appearance's system background, the chrome drawn over it.
func render(_ layout: ChromeLayout, with renderer: ChromeRenderer) -> RGBImage {
    let size = ChromeRenderer.pixelSize(of: layout)
    var image = RGBImage(width: size.width, height: size.height, fill: background(layout.appearance))
    renderer.draw(layout, into: &image)
    return image
}

/// `systemBackground`.
func background(_ appearance: Appearance) -> RGBImage.Pixel {
    appearance == .light ? .white : .black
}

/// A rectangle in whole pixels.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }

    /// The pixels a rectangle in points covers at `scale`, widened by `slack` pixels for anti-aliasing.
    init(_ rect: Rect, scale: Double, slack: Int = 1) {
        minX = Int((rect.origin.x * scale).rounded(.down)) - slack
        minY = Int((rect.origin.y * scale).rounded(.down)) - slack
        maxX = Int(((rect.origin.x + rect.size.width) * scale).rounded(.up)) + slack
        maxY = Int(((rect.origin.y + rect.size.height) * scale).rounded(.up)) + slack
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    func contains(_ other: PixelBox) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

/// The smallest box holding every pixel in `region` that differs from `background`, or `nil` when none does.
func ink(in image: RGBImage, region: PixelBox, background: RGBImage.Pixel) -> PixelBox? {
    var box: PixelBox?
    for y in max(0, region.minY)..<min(image.height, region.maxY) {
        for x in max(0, region.minX)..<min(image.width, region.maxX) where image[x, y] != background {
            guard var found = box else {
                box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                continue
            }
            found.minX = min(found.minX, x)
            found.minY = min(found.minY, y)
            found.maxX = max(found.maxX, x)
            found.maxY = max(found.maxY, y)
            box = found
        }
    }
    return box
}
