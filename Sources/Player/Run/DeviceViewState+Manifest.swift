import Orientation
import PivotJSON

extension DeviceViewState {
    /// A frame's device-view keys in `manifest.json`, the same for `play` and `simulate --render`:
    /// `devicePose`, `interfaceRotation`, `interfaceBounds`, `screenBounds` and `windowOrigin`.
    var manifestFields: [JSONValue.Field] {
        let origin = window.windowFrame.origin
        return JSONValue.fields([
            "devicePose": .string(devicePose.name),
            // Adding 0 turns −0 (a settled −90° + 90°) into 0, so the manifest never prints "-0".
            "interfaceRotation": .number(interfaceRotation + 0),
            "interfaceBounds": .size(interfaceBounds),
            "screenBounds": .size(window.screenSize),
            "windowOrigin": .array([.number(origin.x), .number(origin.y)]),
        ])
    }
}
