import Orientation
import Player
import TestSupport
import Testing
import Video

/// The player lays a clip out by the same displayed size the probe reports, unrounded.
struct ClipFrameSourceSizeTests {
    @Test(arguments: ["anamorphic-sar32x27.mov", "rot-iphone-portrait.mov", "edge/no-sar.mov"])
    func displaySizeIsTheProbesExactDisplaySize(clip: String) throws {
        let source = try ClipFrameSource(path: Fixture.path(clip))
        let exact = source.info.video.exactDisplaySize()
        #expect(source.displaySize == Size(width: exact.width, height: exact.height))
        let unturned = try ClipFrameSource(path: Fixture.path(clip), autorotate: false)
        let stored = unturned.info.video.exactDisplaySize(autorotate: false)
        #expect(unturned.displaySize == Size(width: stored.width, height: stored.height))
    }
}
