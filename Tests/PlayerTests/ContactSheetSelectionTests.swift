import Orientation
import TestSupport
import Testing
import Video

@testable import Player

/// The contact sheet's frames on a real run: evenly spaced ones and the middle of every rotation.
struct ContactSheetSelectionTests {
    @Test func theSheetShowsEveryRotationUnderWay() throws {
        let iPhone = DeviceCatalog.device(id: "iphone-15")!
        var run = PlaybackRun(
            source: try ClipFrameSource(path: Fixture.path("ar-16x9.mov")), settings: PlaybackSettings(device: iPhone))
        run.settings.framesPerSecond = 30
        run.settings.scale = 0.25
        run.settings.deviceOrientation = .landscapeRight
        run.settings.rotations = try RotationScript.parse("1.0:portrait,2.0:landscapeRight").get()
        var selection = ContactSheetSelection(frameCount: run.outputFrameCount, cells: 16)
        var picked: [FrameRecord] = []
        _ = try run.play { _, record in if selection.includes(record) { picked.append(record) } }
        // One frame a step (1/9 of a 0.3 s rotation at 30 fps) past the middle of each rotation.
        let middles = picked.filter { record in
            guard let progress = record.transition?.progress else { return false }
            return progress >= 0.5 && progress < 0.5 + 1 / (30 * 0.3) - 1e-9
        }
        #expect(middles.map { $0.transition!.to } == [.portrait, .landscapeLeft], "the middle of each rotation")
        #expect(middles.allSatisfy { $0.deviceView.interfaceRotation != 0 }, "drawn part-way turned")
        #expect(picked.count == 16 + 2 || picked.count == 15 + 2)
    }
}
