import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video

@testable import Player

/// `pivot matrix` on several threads: the same cells, pictures and order as one thread, and a stop request
/// still ends the run at a cell boundary.
struct MatrixParallelTests {
    private typealias Rendered = (cell: MatrixCell, image: RGBImage, videoRect: PixelRect, button: RenderedButton)

    private func run(_ clip: String, workers: Int, stopAfter limit: Int? = nil) throws -> [Rendered] {
        var settings = MatrixSettings()
        settings.clipTime = 0.5
        var matrix = MatrixRun(source: try ClipFrameSource(path: clip), settings: settings)
        var rendered: [Rendered] = []
        let count = Counter()
        if let limit { matrix.shouldStop = { count.value >= limit } }
        let path = clip
        try matrix.render(
            workers: workers, openSource: { try ClipFrameSource(path: path) },
            output: { cell, frame in
                rendered.append((cell, frame.image, frame.videoRect, frame.closeButton))
                count.value += 1
            })
        return rendered
    }

    @Test(arguments: ["rot-p90.mov", "ar-4x3.mov"])
    func threeWorkersRenderWhatOneRendersInTheSameOrder(clip: String) throws {
        let serial = try run(Fixture.path(clip), workers: 1)
        let parallel = try run(Fixture.path(clip), workers: 3)
        #expect(serial.count > 10, "the whole catalog")
        #expect(parallel.map(\.cell) == serial.map(\.cell))
        for (a, b) in zip(parallel, serial) {
            #expect(a.image == b.image && a.videoRect == b.videoRect && a.button == b.button, "\(a.cell.stem)")
        }
    }

    @Test(arguments: ["rot-p90.mov", "ar-4x3.mov"])
    func workersDrawingTheDecodedPictureRenderWhatOneThreadRenders(clip: String) throws {
        let serial = try run(Fixture.path(clip), workers: 1)
        var settings = MatrixSettings()
        settings.clipTime = 0.5
        let source = try ClipFrameSource(path: Fixture.path(clip))
        try source.advance(to: settings.clipTime)
        let picture = try source.currentPicture()
        var parallel: [(cell: MatrixCell, image: RGBImage)] = []
        try MatrixRun(source: source, settings: settings).render(
            workers: 3, openSource: { try picture.makeSource(sliceThreads: 1) },
            output: { cell, frame in parallel.append((cell, frame.image)) })
        #expect(parallel.map(\.cell) == serial.map(\.cell))
        for (a, b) in zip(parallel, serial) { #expect(a.image == b.image, "\(a.cell.stem)") }
    }

    @Test func aStopRequestEndsTheParallelRunAtACellBoundary() throws {
        let serial = try run(Fixture.path("rot-p90.mov"), workers: 1)
        let stopped = try run(Fixture.path("rot-p90.mov"), workers: 2, stopAfter: 5)
        #expect(stopped.map(\.cell) == serial.prefix(5).map(\.cell))
    }

    @Test func aSourceThatCannotOpenFailsTheRunAtTheFirstCellItWouldHaveRendered() throws {
        var matrix = MatrixRun(source: try ClipFrameSource(path: Fixture.path("rot-p90.mov")))
        matrix.settings.clipTime = 0
        var delivered: [MatrixCell] = []
        #expect(throws: MediaError.self) {
            try matrix.render(
                workers: 2, openSource: { try ClipFrameSource(path: "/nonexistent/clip.mov") },
                output: { cell, _ in delivered.append(cell) })
        }
        // Which cell the worker would have taken depends on timing; the cells before it still came out in order.
        #expect(delivered.count < matrix.cells.count)
        #expect(
            delivered
                == matrix.cells.prefix(delivered.count).map {
                    MatrixCell(device: $0.device.id, orientation: $0.orientation)
                })
    }

    @Test func eachCellIsPreparedOnceAndHandedOverWithIt() throws {
        var settings = MatrixSettings()
        settings.clipTime = 0.5
        let path = Fixture.path("ar-4x3.mov")
        let matrix = MatrixRun(source: try ClipFrameSource(path: path), settings: settings)
        var handedOver: [(MatrixCell, RGBImage, String)] = []
        try matrix.render(
            workers: 3, openSource: { try ClipFrameSource(path: path) },
            prepare: { cell, frame in "\(cell.stem) \(frame.image.width)x\(frame.image.height)" },
            output: { cell, frame, prepared in handedOver.append((cell, frame.image, prepared)) })
        #expect(handedOver.count == matrix.cells.count)
        for (cell, image, prepared) in handedOver {
            #expect(prepared == "\(cell.stem) \(image.width)x\(image.height)", "prepared from its own cell")
        }
    }
}

/// A count the stop closure reads while the output closure increments it, both on the calling thread.
private final class Counter: @unchecked Sendable {
    // Why unchecked: only the calling thread touches it (shouldStop and output both run there).
    var value = 0
}
