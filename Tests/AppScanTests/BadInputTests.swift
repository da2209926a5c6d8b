import AppScan
import Foundation
import Testing

/// A file that cannot be read is one problem naming it; the rest of the project is still scanned.
struct BadInputTests {
    /// A project whose one good Swift file has a finding, beside every kind of bad file.
    func projectWithBadFiles() throws -> ExampleProject {
        let project = try ExampleProject([
            "Good.swift": """
            import UIKit
            final class Player: UIViewController {
                func rotate() {
            ↓        UIDevice.current.setValue(4, forKey: "orientation")
                }
            }
            """,
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { A = { isa = PBXProject; ",
            "Broken.storyboard": "<document><scenes><scene></document>",
            "Info.plist": exampleInfoPlist,
            "Sub/Info.plist": "<plist><dict><key>x</key></plist>",
        ])
        let manager = FileManager.default
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(
            to: project.root.appendingPathComponent("Latin1.swift"))
        // 100 MB without writing 100 MB: a sparse file.
        let huge = project.root.appendingPathComponent("Huge.swift")
        #expect(manager.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        try manager.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Loop").path, withDestinationPath: ".")
        try manager.createSymbolicLink(
            atPath: project.root.appendingPathComponent("A").path, withDestinationPath: "B")
        try manager.createSymbolicLink(
            atPath: project.root.appendingPathComponent("B").path, withDestinationPath: "A")
        try manager.createSymbolicLink(
            atPath: project.root.appendingPathComponent("Outside").path, withDestinationPath: "/etc")
        return project
    }

    @Test func everyBadFileIsOneProblemAndTheRestIsScanned() throws {
        let project = try projectWithBadFiles()
        let result = project.scan()
        let problems = Dictionary(result.problems.map { ($0.file, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(problems["Latin1.swift"] == "not UTF-8")
        #expect(problems["Huge.swift"] == "larger than 10 MB; not read")
        #expect(problems["Broken.storyboard"]?.hasPrefix("line ") == true)
        #expect(problems["Broken.xcodeproj/project.pbxproj"]?.hasPrefix("line ") == true)
        #expect(problems["Outside"] == "links outside the project; not read")
        #expect(problems["A"] == "a broken or looping symbolic link")
        #expect(problems["B"] == "a broken or looping symbolic link")
        #expect(problems["Loop"] == nil, "a link back into the project is a folder already read, not a problem")
        #expect(result.readAnything)
        // The pbxproj is broken, so the folder is scanned as one target, and the good file's finding is there.
        let findings = result.report.findings.map(\.finding)
        #expect(findings.map(\.location) == [project.marker!])
    }

    @Test func malformedInfoPlistIsAProblemNotACrash() throws {
        let project = try ExampleProject(["Info.plist": "<plist><dict><key>x</key>", "A.swift": "let a = 1"])
        let result = project.scan()
        #expect(result.problems.map(\.file) == ["Info.plist"])
        #expect(result.problems.first?.reason == "not a property list")
        #expect(result.readAnything)
    }

    @Test func aMissingFolderReadsNothing() {
        let result = ProjectScanner(versions: testVersions).scan("/nonexistent/project")
        #expect(!result.readAnything)
        #expect(result.problems.map(\.file) == [""])
    }
}
