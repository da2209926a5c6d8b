import Foundation
import Orientation
import PivotJSON
import TestSupport
import Testing
import Video

@testable import Player

/// The one frame loop (``FrameLoop``) on its own, with a session and no files: its clock, stop check, the
/// device-view timeline it records by watching the session, and its manifest.
struct FrameLoopTests {
    private let iPhone = DeviceCatalog.device(id: "iphone-15")!

    /// A loop at 10 frames per second that keeps every frame's session time, stopping when `stopAfter` frames
    /// are drawn.
    private func makeLoop(stopAfter: Int = .max, limit: Int? = nil) -> FrameLoop<SceneFrameRecord> {
        var drawn = 0
        return FrameLoop(
            settings: .init(scale: 0.25, frameRate: 10, frameLimit: limit),
            shouldStop: { drawn >= stopAfter },
            output: { _, _ in drawn += 1 })
    }

    private func record(_ frame: FrameLoop<SceneFrameRecord>.Frame) -> SceneFrameRecord {
        SceneFrameRecord(
            index: frame.index, file: frame.file, time: frame.time,
            interfaceOrientation: frame.session.interfaceOrientation,
            scene: frame.scene ?? RenderedScene(image: frame.image, views: [], players: []), rotationProgress: nil,
            deviceView: frame.deviceView)
    }

    private func launchedSession() -> OrientationSession {
        let session = OrientationSession(
            device: iPhone, app: AppConfiguration(supportedOrientations: .allButUpsideDown),
            root: ViewController(id: "home", supportedInterfaceOrientations: .allButUpsideDown))
        _ = session.launch()
        return session
    }

    @Test func drawsEveryFrameDueBeforeTheTimeAndMovesTheClockToEach() throws {
        let loop = makeLoop()
        let session = launchedSession()
        try loop.draw(session, until: 0.35, describe: record)
        #expect(loop.entries.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(abs(session.time - 0.3) < 1e-9, "the clock stops at the last frame drawn")
        try loop.draw(session, until: 0.35, throughEnd: true, describe: record)
        #expect(loop.entries.count == 5, "through the end: the first frame at or after 0.35 is the one at 0.4")
        #expect(loop.entries.map(\.file) == (0..<5).map { String(format: "frame-%05d.ppm", $0) })
    }

    @Test func aStopBeforeAFrameEndsTheRunThereAndMarksItInterrupted() throws {
        let loop = makeLoop(stopAfter: 2)
        try loop.draw(launchedSession(), until: 10, describe: record)
        #expect(loop.entries.count == 2)
        #expect(loop.isInterrupted && loop.isEnded)
        let manifest = loop.manifest(header: [], pictures: [], status: [], events: [])
        #expect(manifest.rendered().contains("\"interrupted\": true"), "\(manifest.rendered())")
    }

    @Test func theFrameLimitEndsTheRunWithoutAnInterruption() throws {
        let loop = makeLoop(limit: 3)
        try loop.draw(launchedSession(), until: .infinity, describe: record)
        #expect(loop.entries.count == 3 && loop.isEnded && !loop.isInterrupted)
    }

    @Test func theDeviceViewTimelineIsRecordedByWatchingTheSession() throws {
        let loop = makeLoop()
        let session = launchedSession()
        try loop.draw(session, until: 0.05, describe: record)
        _ = session.rotate(to: .landscapeLeft)
        try loop.draw(session, until: 1, describe: record)
        let timeline = try #require(loop.deviceViewTimeline)
        #expect(timeline.turns.map(\.pose) == [.landscapeLeft])
        #expect(timeline.rotations.count == 1)
        #expect(timeline.rotations.first?.to == .landscapeRight)
        #expect(loop.entries.last?.deviceView != loop.entries.first?.deviceView)
    }

    @Test func framesOfARunWithoutFrameFilesNameNoFile() throws {
        let loop = FrameLoop<SceneFrameRecord>(
            settings: .init(scale: 0.25, frameRate: 10, writesFiles: false), output: { _, _ in })
        try loop.draw(launchedSession(), until: 0.2, describe: record)
        #expect(loop.entries.map(\.file) == [nil, nil])
        let manifest = loop.manifest(header: [], pictures: [], status: [], events: []).rendered()
        #expect(manifest.contains("\"file\": null") && !manifest.contains("frame-"), "\(manifest)")
    }
}
