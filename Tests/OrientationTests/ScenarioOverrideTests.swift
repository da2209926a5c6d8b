import Orientation
import Testing

/// `Scenario.parse(_:folder:iosVersion:device:)`: a caller's device and version win over the file's, and the
/// file's `ifVersion` branches are taken for the version in force (what each `matrix --scenario` cell reads).
struct ScenarioOverrideTests {
    private static let text = """
        {"device": "iphone-15", "iosVersion": "18.0", "root": {"id": "home"},
         "steps": [{"ifVersion": ">=16.0", "then": [{"wait": 1}], "else": [{"wait": 2}]}]}
        """

    @Test func theDeviceAndVersionGivenWinAndTheBranchFollowsTheVersion() throws {
        let mini = try #require(DeviceCatalog.device(id: "iphone-13-mini"))
        let old = try Scenario.parse(Self.text, iosVersion: IOSVersion(major: 15), device: mini).get()
        #expect(old.device == mini && old.iosVersion == IOSVersion(major: 15))
        #expect(old.steps == [.wait(2)])
        let own = try Scenario.parse(Self.text).get()
        #expect(own.device.id == "iphone-15" && own.steps == [.wait(1)])
    }

    @Test func theVersionIsCheckedAgainstTheDeviceInForce() {
        // The iPhone 15 shipped with 17.0: 15.0 is refused on it, accepted on the iPhone 13 mini.
        guard case .failure(let error) = Scenario.parse(Self.text, iosVersion: IOSVersion(major: 15)) else {
            Issue.record("15.0 on the iPhone 15 was accepted")
            return
        }
        #expect(error.isUnsupportedVersion)
    }
}
