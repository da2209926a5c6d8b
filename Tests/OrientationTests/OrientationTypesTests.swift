import Orientation
import Testing

struct OrientationTypesTests {
    @Test(
        arguments: zip(
            DeviceOrientation.allCases,
            [nil, .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, nil, nil] as [InterfaceOrientation?])
    )
    func deviceOrientationMapsToInterfaceOrientation(device: DeviceOrientation, expected: InterfaceOrientation?) {
        #expect(device.interfaceOrientation == expected)
    }

    @Test func deviceLandscapeLeftMapsToInterfaceLandscapeRight() {
        #expect(DeviceOrientation.landscapeLeft.interfaceOrientation == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interfaceOrientation == .landscapeLeft)
    }

    @Test func faceUpFaceDownAndUnknownAreNotInterfaceOrientations() {
        #expect([DeviceOrientation.faceUp, .faceDown, .unknown].allSatisfy { $0.interfaceOrientation == nil })
    }

    @Test(
        arguments: zip(
            [
                InterfaceOrientationMask.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, .landscape,
                .allButUpsideDown, .all,
            ],
            [UInt(2), 4, 8, 16, 24, 26, 30]))
    func maskRawValuesAreUIKits(mask: InterfaceOrientationMask, raw: UInt) {
        #expect(mask.rawValue == raw)
    }

    @Test(
        arguments: zip(
            ["portrait", "landscape", "allButUpsideDown", "all", "landscapeLeft", "sideways"],
            [InterfaceOrientationMask.portrait, .landscape, .allButUpsideDown, .all, .landscapeLeft, nil]))
    func maskNamesParse(name: String, expected: InterfaceOrientationMask?) {
        #expect(InterfaceOrientationMask(name: name) == expected)
    }

    @Test(arguments: [
        (InterfaceOrientation.portrait, InterfaceOrientation.landscapeLeft, 1),
        (.portrait, .landscapeRight, 1),
        (.portrait, .portraitUpsideDown, 2),
        (.landscapeLeft, .landscapeRight, 2),
        (.landscapeRight, .portraitUpsideDown, 1),
        (.portrait, .portrait, 0),
    ])
    func quarterTurnsBetweenOrientations(from: InterfaceOrientation, to: InterfaceOrientation, turns: Int) {
        #expect(from.quarterTurns(to: to) == turns)
        #expect(to.quarterTurns(to: from) == turns)
    }

    @Test func fallbackOrderIsPortraitLandscapeRightLandscapeLeftUpsideDown() {
        #expect(
            InterfaceOrientation.fallbackOrder == [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown])
        #expect(InterfaceOrientationMask.landscape.firstAllowed == .landscapeRight)
        #expect(InterfaceOrientationMask().firstAllowed == nil)
    }
}
