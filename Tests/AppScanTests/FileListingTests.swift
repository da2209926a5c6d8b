import AppScan
import Foundation
import Testing

/// Which listed files are read as sources, and which belong to a target's synchronized folder.
struct FileListingTests {
    /// A source file with a finding (`device-orientation-kvc`).
    let source = """
        import UIKit
        final class Player: UIViewController {
            func rotate() { UIDevice.current.setValue(4, forKey: "orientation") }
        }
        """

    /// The files the findings of `result` are in, sorted.
    func findingFiles(_ result: ProjectScanner.ScanResult) -> [String] {
        result.report.findings.map(\.finding.location.file).filter { $0 != "." }.sorted()
    }

    @Test func aSourceHasTheExtensionAfterADotThatDoesNotStartItsName() throws {
        let project = try ExampleProject([
            "Real.swift": source, "Two..swift": source, ".swift": source, "Dir/.m": source,
            "Notes.swift.txt": source, "Dir/Old.swift~": source,
        ])
        #expect(findingFiles(project.scan()) == ["Real.swift", "Two..swift"])
    }

    @Test func aSynchronizedFolderHoldsTheFilesInsideItNotThoseOfANamesake() throws {
        let project = try ExampleProject([
            "App/In.swift": source, "App/Sub/Deep.swift": source, "AppExtra/Out.swift": source, "Out.swift": source,
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                objects = {
                    G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
                    S = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    T = {
                        isa = PBXNativeTarget; buildConfigurationList = L; buildPhases = ();
                        fileSystemSynchronizedGroups = (S); name = App;
                        productType = "com.apple.product-type.application";
                    };
                    P = { isa = PBXProject; mainGroup = G; targets = (T); };
                    C = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Info.plist; }; name = Release; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                };
                rootObject = P;
            }
            """,
        ])
        #expect(findingFiles(project.scan()) == ["App/In.swift", "App/Sub/Deep.swift"])
    }

    @Test(.timeLimit(.minutes(1))) func aNamedPipeIsAProblemNotAWait() throws {
        let project = try ExampleProject(["Real.swift": source])
        #expect(mkfifo(project.root.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        let result = project.scan()
        #expect(result.problems.map(\.file) == ["Pipe.swift"])
        #expect(result.problems.map(\.reason) == ["not a regular file; not read"])
        #expect(findingFiles(result) == ["Real.swift"])
    }

    /// A pipe the project names (its Info.plist) is refused when it is read, not waited on.
    @Test(.timeLimit(.minutes(1))) func aNamedPipeTheProjectNamesIsAProblemNotAWait() throws {
        let project = try ExampleProject([
            "Real.swift": source,
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                objects = {
                    G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    P = { isa = PBXProject; buildConfigurationList = LP; mainGroup = G; targets = (A); };
                    A = { isa = PBXNativeTarget; buildConfigurationList = LA; buildPhases = (); name = A;
                        productType = "com.apple.product-type.application"; };
                    CP = { isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
                    CA = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Pipe.plist; }; name = Release; };
                    LP = { isa = XCConfigurationList; buildConfigurations = (CP); };
                    LA = { isa = XCConfigurationList; buildConfigurations = (CA); };
                };
                rootObject = P;
            }
            """,
        ])
        #expect(mkfifo(project.root.appendingPathComponent("Pipe.plist").path, 0o600) == 0)
        let result = project.scan()
        #expect(result.report.targets.map(\.name) == ["A"])
        #expect(result.problems.map(\.file) == ["Pipe.plist"])
        #expect(result.problems.map(\.reason) == ["not a regular file; not read"])
    }
}
