import Orientation
import PivotJSON
import Testing

struct DeviceCatalogTests {
    static let requiredIDs = [
        "iphone-se-3", "iphone-8-plus", "iphone-x", "iphone-11", "iphone-13-mini", "iphone-14", "iphone-15",
        "iphone-15-pro-max", "ipad-10-2", "ipad-air", "ipad-pro-11", "ipad-pro-12-9",
    ]

    @Test(arguments: requiredIDs)
    func catalogHasTheIssuesDevices(id: String) {
        #expect(DeviceCatalog.device(id: id)?.id == id)
    }

    @Test func unknownIDIsNil() {
        #expect(DeviceCatalog.device(id: "iphone-99") == nil)
    }

    @Test func idsAreUnique() {
        #expect(Set(DeviceCatalog.all.map(\.id)).count == DeviceCatalog.all.count)
    }

    // (id, portrait size, scale, portrait insets, landscape-left insets, landscape traits) from docs/devices.md.
    @Test(arguments: [
        (
            "iphone-se-3", Size(width: 375, height: 667), 2.0, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            EdgeInsets.zero, "C/C"
        ),
        (
            "iphone-8-plus", Size(width: 414, height: 736), 3, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero,
            "R/C"
        ),
        (
            "iphone-x", Size(width: 375, height: 812), 3, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), "C/C"
        ),
        (
            "iphone-11", Size(width: 414, height: 896), 2, EdgeInsets(top: 48, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 48, bottom: 21, right: 48), "R/C"
        ),
        (
            "iphone-13-mini", Size(width: 375, height: 812), 3, EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 50, bottom: 21, right: 50), "C/C"
        ),
        (
            "iphone-14", Size(width: 390, height: 844), 3, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), "C/C"
        ),
        (
            "iphone-15", Size(width: 393, height: 852), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "C/C"
        ),
        (
            "iphone-15-pro-max", Size(width: 430, height: 932), 3, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), "R/C"
        ),
        (
            "ipad-10-2", Size(width: 810, height: 1080), 2, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "R/R"
        ),
        (
            "ipad-air", Size(width: 820, height: 1180), 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "R/R"
        ),
        (
            "ipad-pro-11", Size(width: 834, height: 1194), 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "R/R"
        ),
        (
            "ipad-pro-12-9", Size(width: 1024, height: 1366), 2, EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), "R/R"
        ),
    ])
    func deviceMetricsMatchTheReferenceTable(
        id: String, size: Size, scale: Double, portrait: EdgeInsets, landscape: EdgeInsets, landscapeTraits: String
    ) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        #expect(device.portraitSize == size)
        #expect(device.scale == scale)
        #expect(device.safeAreaInsets(in: .portrait) == portrait)
        #expect(device.safeAreaInsets(in: .landscapeLeft) == landscape)
        #expect(device.traitCollection(in: .landscapeLeft).description == landscapeTraits)
        #expect(device.traitCollection(in: .portrait).description == (device.idiom == .pad ? "R/R" : "C/R"))
        #expect(device.windowSize(in: .landscapeRight) == size.transposed)
    }

    @Test(arguments: DeviceCatalog.all)
    func faceIDPhonesNeverTurnUpsideDown(device: DeviceModel) {
        let expectsUpsideDown = device.idiom == .pad || device.hasHomeButton
        #expect(device.supportedOrientations.contains(.portraitUpsideDown) == expectsUpsideDown)
        #expect(device.supportedOrientations.isSuperset(of: .allButUpsideDown))
    }

    @Test func landscapeRightMirrorsLandscapeLeftInsets() throws {
        let device = try #require(DeviceCatalog.device(id: "iphone-x"))
        let left = device.safeAreaInsets(in: .landscapeLeft)
        let right = device.safeAreaInsets(in: .landscapeRight)
        #expect(right.left == left.right && right.right == left.left && right.bottom == left.bottom)
    }

    @Test func upsideDownKeepsThePortraitInsetsBecauseTheStatusBarFollowsTheInterface() throws {
        let device = try #require(DeviceCatalog.device(id: "ipad-air"))
        #expect(device.safeAreaInsets(in: .portraitUpsideDown) == device.safeAreaInsets(in: .portrait))
    }

    // MARK: - Releases each device ran

    @Test func everyDeviceShipsBeforeItsLastReleaseAndRunsTheFirstOne() {
        for device in DeviceCatalog.all {
            #expect(device.firstIOS <= (device.lastIOS ?? .newest), "\(device.id)")
            #expect(device.runs(max(device.firstIOS, .oldest)), "\(device.id)")
        }
    }

    @Test(
        arguments: [
            ("iphone-8", "11.0", "16.7"), ("iphone-x", "11.0", "16.7"), ("iphone-11", "13.0", nil),
            ("iphone-15", "17.0", nil), ("iphone-16e", "18.3", nil), ("iphone-17", "26.0", nil),
            ("ipad-pro-11", "12.1", nil), ("ipad-pro-13-m4", "17.5", nil),
        ] as [(String, String, String?)])
    func releasesMatchTheTable(id: String, first: String, last: String?) throws {
        let device = try #require(DeviceCatalog.device(id: id))
        #expect(device.firstIOS.description == first)
        #expect(device.lastIOS?.description == last)
    }

    @Test func runsIsInclusiveAtBothEnds() throws {
        let eight = try #require(DeviceCatalog.device(id: "iphone-8"))
        #expect(eight.runs(IOSVersion(major: 16, minor: 7)))
        #expect(!eight.runs(IOSVersion(major: 17)))
        let fifteen = try #require(DeviceCatalog.device(id: "iphone-15"))
        #expect(fifteen.runs(IOSVersion(major: 17)))
        #expect(!fifteen.runs(IOSVersion(major: 16, minor: 7)))
        #expect(fifteen.runs(.newest))
        #expect(eight.supportedVersions == "12.0 to 16.7")
    }

    @Test func theJSONCatalogGivesFirstAndLastIOS() {
        guard case .array(let devices) = DeviceCatalog.json else {
            Issue.record("not an array")
            return
        }
        let eight = devices.first { $0["id"] == .string("iphone-8") }
        #expect(eight?["firstIOS"] == .string("11.0"))
        #expect(eight?["lastIOS"] == .string("16.7"))
        let fifteen = devices.first { $0["id"] == .string("iphone-15") }
        #expect(fifteen?["lastIOS"] == .null)
    }
}
