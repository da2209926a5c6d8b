import AppScan
import Testing

/// The `.xcconfig` files of a scan: shared by the project and its targets, each read once.
struct XCConfigScanTests {
    @Test func aSharedConfigurationFileGivesEveryTargetItsSettingsAndItsProblemOnce() throws {
        func configuration(_ id: String) -> String {
            "\(id) = { isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = { }; name = Release; };"
        }
        func target(_ id: String, _ list: String) -> String {
            """
            \(id) = { isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); name = \(id);
                productType = "com.apple.product-type.application"; };
            """
        }
        func list(_ id: String, _ configuration: String) -> String {
            "\(id) = { isa = XCConfigurationList; buildConfigurations = (\(configuration)); };"
        }
        let project = try ExampleProject([
            "Config/Shared.xcconfig": """
            #include "Missing.xcconfig"
            #include? "Local.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 15.0 // every target
            INFOPLIST_FILE = Info.plist
            """,
            "Two.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                objects = {
                    G = { isa = PBXGroup; children = (X); sourceTree = "<group>"; };
                    X = { isa = PBXFileReference; path = Config/Shared.xcconfig; sourceTree = "<group>"; };
                    P = { isa = PBXProject; buildConfigurationList = LP; mainGroup = G; targets = (A, B); };
                    \(target("A", "LA"))
                    \(target("B", "LB"))
                    \(configuration("CP")) \(configuration("CA")) \(configuration("CB"))
                    \(list("LP", "CP")) \(list("LA", "CA")) \(list("LB", "CB"))
                };
                rootObject = P;
            }
            """,
        ])
        let result = project.scan()
        #expect(result.report.targets.map(\.name) == ["A", "B"])
        #expect(result.report.targets.map(\.deploymentTarget) == ["15.0", "15.0"])
        #expect(result.report.targets.map(\.infoPlist) == ["Info.plist", "Info.plist"])
        #expect(result.problems.map(\.file) == ["Config/Missing.xcconfig"], "reported once, optional files never")
        #expect(result.problems.map(\.reason) == ["cannot be read"])
    }
}
