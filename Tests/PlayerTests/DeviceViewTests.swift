import Foundation
import Orientation
import Pixels
import TestSupport
import Testing
import Video
import VideoTestSupport

@testable import Player

/// The device view: the timeline's per-frame values and the pixels the renderer draws from them.
struct DeviceViewTests {
    static let portrait = Size(width: 100, height: 200)
    static let landscape = Size(width: 200, height: 100)

    /// A phone held upright, turned to landscapeLeft at 1 s; the interface rotates to landscapeRight over 0.3 s.
    static let quarterTurn = DeviceViewTimeline(
        initialPose: .portrait, initialOrientation: .portrait, initialSize: portrait,
        turns: [.init(time: 1, pose: .landscapeLeft)],
        rotations: [
            .init(
                startTime: 1, duration: 0.3, from: .portrait, to: .landscapeRight, fromSize: portrait,
                toSize: landscape)
        ])

    // MARK: - Timeline

    @Test func beforeTheTurnTheInterfaceIsUprightAtItsOwnSize() {
        let state = Self.quarterTurn.state(at: 0.5)
        #expect(state == DeviceViewState(devicePose: .portrait, interfaceRotation: 0, interfaceBounds: Self.portrait))
    }

    @Test func atTheTurnTheInterfaceIsStillInTheOldOrientationSoItAppearsSideways() {
        let state = Self.quarterTurn.state(at: 1)
        #expect(state.devicePose == .landscapeLeft)
        #expect(state.deviceAngle == -90, "the top of a landscapeLeft device points left")
        #expect(state.interfaceRotation == -90)
        #expect(state.interfaceBounds == Self.portrait)
    }

    @Test func midRotationTheAngleAndBoundsAreHalfway() {
        let state = Self.quarterTurn.state(at: 1.15)
        #expect(abs(state.interfaceRotation + 45) < 1e-9)
        #expect(abs(state.interfaceBounds.width - 150) < 1e-9 && abs(state.interfaceBounds.height - 150) < 1e-9)
    }

    @Test func afterTheRotationTheInterfaceIsUprightAtTheNewSize() {
        let state = Self.quarterTurn.state(at: 2)
        #expect(
            state == DeviceViewState(devicePose: .landscapeLeft, interfaceRotation: 0, interfaceBounds: Self.landscape))
    }

    @Test func aHalfTurnAnimates180Degrees() {
        let timeline = DeviceViewTimeline(
            initialPose: .landscapeLeft, initialOrientation: .landscapeRight, initialSize: Self.landscape,
            turns: [.init(time: 1, pose: .landscapeRight)],
            rotations: [
                .init(
                    startTime: 1, duration: 0.6, from: .landscapeRight, to: .landscapeLeft, fromSize: Self.landscape,
                    toSize: Self.landscape)
            ])
        #expect(timeline.state(at: 1).interfaceRotation == 180)
        #expect(abs(timeline.state(at: 1.3).interfaceRotation - 90) < 1e-9)
        #expect(timeline.state(at: 1.6).interfaceRotation == 0)
    }

    @Test func anUnsupportedTurnLeavesTheInterfaceSideways() {
        let timeline = DeviceViewTimeline(
            initialPose: .portrait, initialOrientation: .portrait, initialSize: Self.portrait,
            turns: [.init(time: 1, pose: .landscapeRight), .init(time: 2, pose: .faceUp)])
        #expect(timeline.state(at: 1.5).interfaceRotation == 90)
        #expect(timeline.state(at: 2.5).devicePose == .landscapeRight, "face up keeps the last upright pose")
    }

    // MARK: - Pixels

    static let red = RGBImage.Pixel(red: 255, green: 0, blue: 0)
    static let green = RGBImage.Pixel(red: 0, green: 255, blue: 0)
    static let blue = RGBImage.Pixel(red: 0, green: 0, blue: 255)
    static let grey = RGBImage.Pixel(red: 128, green: 128, blue: 128)

    /// A grey interface with a 10×10 red block in its top-left corner and a green one in its bottom-right.
    static func markedInterface(width: Int, height: Int) -> RGBImage {
        var image = RGBImage(width: width, height: height, fill: grey)
        for y in 0..<10 {
            for x in 0..<10 {
                image[x, y] = red
                image[width - 10 + x, height - 10 + y] = green
            }
        }
        return image
    }

    @Test func theCanvasIsOneSizeInEveryState() {
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Self.portrait), scale: 1)
        #expect(renderer.canvasSide % 2 == 0)
        for time in [0.0, 1, 1.1, 1.2, 2] {
            let state = Self.quarterTurn.state(at: time)
            let size = state.interfaceBounds
            let frame = renderer.render(
                interface: Self.markedInterface(width: Int(size.width), height: Int(size.height)), state: state)
            #expect(frame.width == renderer.canvasSide && frame.height == renderer.canvasSide, "t=\(time)")
        }
    }

    @Test func midRotationTheCornersLandAtTheInterpolatedAngle() throws {
        // A square screen large enough that no corner is clipped.
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Size(width: 300, height: 300)), scale: 1)
        let state = Self.quarterTurn.state(at: 1.15)  // −45°, bounds 150×150
        let frame = renderer.render(interface: Self.markedInterface(width: 150, height: 150), state: state)
        // The red block's centre is 70 points left of and above the interface centre; turned 45° anticlockwise
        // it lands straight left of the centre at 70·√2, and the green block straight right.
        let centre = Double(renderer.canvasSide) / 2
        let red = frame.centroid(of: Self.red)
        let green = frame.centroid(of: Self.green)
        #expect(red.count > 60 && green.count > 60, "both blocks drawn whole")
        let reach = 70 * 2.0.squareRoot()
        #expect(abs(red.x - (centre - reach)) < 1.5 && abs(red.y - centre) < 1.5, "red at \(red)")
        #expect(abs(green.x - (centre + reach)) < 1.5 && abs(green.y - centre) < 1.5, "green at \(green)")
    }

    @Test func atTheTurnTheOldInterfaceIsDrawnSideways() {
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Self.portrait), scale: 1)
        let frame = renderer.render(
            interface: Self.markedInterface(width: 100, height: 200), state: Self.quarterTurn.state(at: 1))
        // Turned −90°, the portrait interface's top-left corner is at the bottom left of a landscape screen.
        let centre = Double(renderer.canvasSide) / 2
        let red = frame.centroid(of: Self.red)
        #expect(abs(red.x - (centre - 95)) < 1 && abs(red.y - (centre + 45)) < 1, "red at \(red)")
    }

    @Test func aSettledFrameCopiesTheInterfacePixelsExactly() {
        let renderer = DeviceViewRenderer(shape: .plain(portraitSize: Self.portrait), scale: 1)
        var interface = Self.markedInterface(width: 200, height: 100)
        for x in 0..<200 { interface[x, 50] = RGBImage.Pixel(red: UInt8(x), green: 7, blue: UInt8(255 - x)) }
        let frame = renderer.render(interface: interface, state: Self.quarterTurn.state(at: 2))
        let left = (renderer.canvasSide - 200) / 2
        let top = (renderer.canvasSide - 100) / 2
        var mismatches = 0
        for y in 0..<100 {
            for x in 0..<200 where frame[left + x, top + y] != interface[x, y] { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func theScreenCornersAreRoundAndTheHousingIsBlack() {
        let shape = DeviceScreenShape(
            portraitSize: Self.portrait, cornerRadius: 20,
            housing: Rect(x: 30, y: 10, width: 40, height: 12), housingCornerRadius: 6)
        let renderer = DeviceViewRenderer(shape: shape, scale: 1)
        let white = RGBImage(width: 100, height: 200, fill: .white)
        let frame = renderer.render(interface: white, state: Self.quarterTurn.state(at: 0))
        let left = (renderer.canvasSide - 100) / 2
        let top = (renderer.canvasSide - 200) / 2
        #expect(frame[left + 1, top + 1] == DeviceViewRenderer.body, "outside the rounded corner the body shows")
        #expect(frame[left + 20, top + 1] == .white, "beside the corner the interface shows")
        #expect(frame[left + 50, top + 16] == .black, "the housing covers the interface")
        #expect(frame[left + 50, top + 30] == .white)
        #expect(frame[left - 5, top + 100] == DeviceViewRenderer.body, "the bezel frames the screen")
        #expect(frame[0, 0] == DeviceViewRenderer.background)
    }
}
