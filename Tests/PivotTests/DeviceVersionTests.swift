import Foundation
import TestSupport
import Testing

/// A device runs only the iOS releases it shipped with or was updated to: `pivot` refuses others with exit
/// status 2 and one line naming the device, the version and the device's range.
struct DeviceVersionTests {
    private static func scenario(_ name: String) -> String {
        Fixture.repositoryRoot.appendingPathComponent("scenarios").appendingPathComponent(name).path
    }

    @Test func simulateRefusesAnOverrideTheDeviceNeverRan() throws {
        let run = try Subprocess.pivot([
            "simulate", Self.scenario("render-player-in-navigation-with-sheet.json"), "--ios-version", "12.0",
        ])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("iPhone 15 (iphone-15) never ran iOS 12.0; it runs 17.0 to 27.0"))
        #expect(run.output.isEmpty)
    }

    @Test func simulateRunsAnExampleOnTheOldestReleaseItsDeviceRan() throws {
        let run = try Subprocess.pivot([
            "simulate", Self.scenario("render-player-in-navigation-with-sheet.json"), "--ios-version", "17.0",
        ])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func playRefusesADeviceOnAReleaseItNeverRan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pivot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Subprocess.pivot([
            "play", "Media/ar-16x9.mov", "--device", "iphone-8", "--out", folder.path,
        ])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("iPhone 8 (iphone-8) never ran iOS 27.0; it runs 12.0 to 16.7"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func matrixRefusesANamedDeviceOnAReleaseItNeverRan() throws {
        let run = try Subprocess.pivot([
            "matrix", "Media/ar-16x9.mov", "--devices", "iphone-15", "--ios-version", "16.0", "--out",
            "/tmp/pivot-never-written",
        ])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("iPhone 15 (iphone-15) never ran iOS 16.0"))
    }

    @Test func devicesJSONGivesEachDevicesReleases() throws {
        let json = try Subprocess.pivot(["devices", "--json"])
        let devices = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        let eight = try #require(devices.first { $0["id"] as? String == "iphone-8" })
        #expect(eight["firstIOS"] as? String == "11.0")
        #expect(eight["lastIOS"] as? String == "16.7")
        let seventeen = try #require(devices.first { $0["id"] as? String == "iphone-17" })
        #expect(seventeen["firstIOS"] as? String == "26.0")
        #expect(seventeen["lastIOS"] is NSNull)
    }
}
