import Foundation
import Pixels
import Snapshot
import TestSupport
import Testing

/// The report is opened in headless Chromium and its screenshot read back pixel by pixel.
@Suite(.enabled(if: Chromium.path != nil, "needs Debian's chromium; `make test` installs it"))
struct HTMLReportTests {
    static let red = RGBImage.Pixel(red: 220, green: 30, blue: 30)
    static let blue = RGBImage.Pixel(red: 30, green: 30, blue: 220)

    /// A 64×48 red reference, the actual with a 16×16 blue square, a changed event log, and many passing frames.
    static func results() -> [SnapshotResult] {
        let reference = RGBImage(width: 64, height: 48, fill: red)
        var actual = reference
        for y in 8..<24 {
            for x in 8..<24 { actual[x, y] = blue }
        }
        let failing = SnapshotResult(
            name: "frame-0001.png", group: "play clip.mov", outcome: .failed("256 of 3072 pixels differ"),
            evidence: .image(reference: reference, actual: actual, tolerance: .exact))
        let log = SnapshotResult(
            name: "rotate.txt", group: "simulate", outcome: .failed("rotate.txt differs"),
            evidence: .text(reference: "a\nviewWillTransition\nc\n", actual: "a\nviewDidAppear\nc\n"))
        let passing = (2...300).map {
            SnapshotResult(
                name: "frame-\($0).png", group: "play clip.mov", outcome: .passed,
                evidence: .text(reference: "", actual: ""))
        }
        return [failing, log] + passing
    }

    static func count(_ pixel: RGBImage.Pixel, in image: RGBImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == pixel { count += 1 }
        }
        return count
    }

    @Test func failingFrameShowsReferenceActualDifferenceAndWipe() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("index.html")
        try HTMLReport(title: "pivot verify", results: Self.results()).html().write(
            to: page, atomically: true, encoding: .utf8)
        let shot = try Chromium.screenshot(of: page, width: 900, height: 1400)

        // The difference panel highlights exactly the 16×16 square.
        #expect(Self.count(Triptych.highlight, in: shot) == 256)
        // The square shows in the actual panel and in the wipe, whose left half shows the actual.
        #expect(Self.count(Self.blue, in: shot) == 512)
        // Reference panel, actual panel around the square, and the wipe's reference half.
        #expect(Self.count(Self.red, in: shot) > 2 * 3072)
        // The event-log diff: a removed and an added line, on their background colours.
        #expect(Self.count(RGBImage.Pixel(red: 255, green: 221, blue: 221), in: shot) > 100)
        #expect(Self.count(RGBImage.Pixel(red: 221, green: 255, blue: 221), in: shot) > 100)
    }

    @Test func passingCasesAreCollapsed() throws {
        let folder = try TemporaryFolder.make("snapshot")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("index.html")
        let html = try HTMLReport(title: "pivot verify", results: Self.results()).html()
        try html.write(to: page, atomically: true, encoding: .utf8)
        let shot = try Chromium.screenshot(of: page, width: 900, height: 1400)
        // 299 passing names, if listed open, would fill the page to the bottom; collapsed, the page ends early.
        var lastInkedRow = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width where shot[x, y] != .white {
                lastInkedRow = y
                break
            }
        }
        #expect(lastInkedRow > 200, "the failures are drawn")
        #expect(lastInkedRow < 1000, "nothing is drawn below the collapsed list")
        #expect(html.contains("299 passed"))
    }
}
