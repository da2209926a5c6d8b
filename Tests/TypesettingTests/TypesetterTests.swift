import Pixels
import Testing
import Typesetting

struct TypesetterTests {
    private let title = TextStyle(weight: .semibold, pointSize: 17)

    @Test func measuringScalesWithTheDeviceScale() throws {
        let typesetter = try Typesetter()
        let at2 = typesetter.metrics(of: "Settings", style: title, scale: 2)
        let at3 = typesetter.metrics(of: "Settings", style: title, scale: 3)
        #expect(at2.advance > 50 && at2.advance < 80, "17 pt Settings is about 65 pt wide in SF Pro: \(at2)")
        #expect(abs(at2.advance - at3.advance) < 0.5, "points do not depend on the scale: \(at2) \(at3)")
        #expect(at3.ascent > 14 && at3.ascent < 19 && at3.descent > 3 && at3.descent < 6, "\(at3)")
    }

    @Test func drawnInkStaysInsideTheMeasuredBox() throws {
        let typesetter = try Typesetter()
        let scale = 3.0
        var image = RGBImage(width: 300, height: 90, fill: .white)
        let metrics = typesetter.metrics(of: "Hello", style: title, scale: scale)
        typesetter.draw("Hello", style: title, scale: scale, x: 10, baseline: 22, color: .black, into: &image)
        let ink = try #require(inkBounds(image))
        #expect(ink.minX >= 30 - 1 && Double(ink.maxX) <= (10 + metrics.advance) * scale + 1, "\(ink) \(metrics)")
        #expect(Double(ink.minY) >= (22 - metrics.ascent) * scale && ink.maxY <= 66, "no descenders in Hello: \(ink)")
        // Capital H is about 0.73 em high in Inter: its top is well above the baseline, so this is text, not a dot.
        #expect(66 - ink.minY > 30, "\(ink)")
    }

    @Test func antiAliasingLeavesIntermediateGreys() throws {
        let typesetter = try Typesetter()
        var image = RGBImage(width: 200, height: 60, fill: .white)
        typesetter.draw("Wi-Fi 9:41", style: title, scale: 2, x: 2, baseline: 20, color: .black, into: &image)
        let greys = Set(stride(from: 0, to: image.pixels.count, by: 3).map { image.pixels[$0] })
        #expect((greys.min() ?? 255) < 40 && greys.contains(255) && greys.count > 20, "\(greys.sorted())")
    }

    @Test func truncationEndsInAnEllipsisThatFits() throws {
        let typesetter = try Typesetter()
        let long = "A navigation title far too long for its bar"
        let cut = typesetter.truncating(long, style: title, scale: 3, toWidth: 120)
        #expect(cut.hasSuffix("…") && cut.count < long.count, "\(cut)")
        #expect(typesetter.metrics(of: cut, style: title, scale: 3).advance <= 120)
        #expect(typesetter.truncating("Short", style: title, scale: 3, toWidth: 120) == "Short")
    }

    @Test func largeSizesUseTheDisplayCut() throws {
        let typesetter = try Typesetter()
        // Inter Display is set tighter than Inter at the same size, as SF Pro Display is than SF Pro Text.
        let text = typesetter.metrics(of: "Library", style: TextStyle(weight: .bold, pointSize: 19.99), scale: 1)
        let display = typesetter.metrics(of: "Library", style: TextStyle(weight: .bold, pointSize: 20), scale: 1)
        #expect(display.advance < text.advance, "\(display.advance) vs \(text.advance)")
    }

    @Test func aMissingFontIsAnErrorNamingTheFile() {
        #expect {
            _ = try Typesetter(fontDirectory: "/nonexistent/fonts")
        } throws: { error in
            "\(error)"
                == "/nonexistent/fonts/Inter-Regular.otf: no such font file (install Debian's fonts-inter: make setup)"
        }
    }

    /// The smallest rectangle holding every non-white pixel.
    private func inkBounds(_ image: RGBImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != .white {
                let b = bounds ?? (x, y, x, y)
                bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            }
        }
        return bounds
    }
}
