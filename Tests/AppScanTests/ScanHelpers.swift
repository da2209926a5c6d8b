import AppScan
import Foundation
import Orientation
import PivotJSON
import TestSupport

/// The releases the tests answer for: 12.0 as well as the command's default list, so the crash rules have a
/// release on which the engine raises `UIApplicationInvalidInterfaceOrientation` for an empty mask.
let testVersions = ["12.0", "15.0", "16.0", "18.0", "26.0", "27.0"].compactMap(IOSVersion.init)

/// The folder holding the fixture projects.
let fixtures = Fixture.repositoryRoot.appendingPathComponent("Tests/AppScanTests/Fixtures")

/// Scans a fixture project.
func scanFixture(_ name: String, versions: [IOSVersion] = testVersions) -> ProjectScanner.ScanResult {
    ProjectScanner(versions: versions).scan(fixtures.appendingPathComponent(name).path)
}

/// A project written from `files` (path → contents) into a temporary folder; a `↓` in a file marks a line and is
/// removed. Without an `Info.plist` of its own the project gets ``exampleInfoPlist``.
struct ExampleProject {
    let root: URL
    /// The marked place, if any.
    var marker: SourceLocation?

    init(_ files: [String: String]) throws {
        root = try TemporaryFolder.make("appscan")
        var all = files
        if !all.keys.contains(where: { $0.hasSuffix("Info.plist") }) { all["Info.plist"] = exampleInfoPlist }
        for (path, contents) in all {
            let lines = contents.components(separatedBy: "\n")
            if let index = lines.firstIndex(where: { $0.contains("↓") }) {
                marker = SourceLocation(file: path, line: index + 1)
            }
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.replacingOccurrences(of: "↓", with: "").utf8).write(to: url)
        }
    }

    func scan() -> ProjectScanner.ScanResult { ProjectScanner(versions: testVersions).scan(root.path) }
}

extension JSONValue {
    /// The elements of an array (empty otherwise).
    var items: [JSONValue] { if case .array(let items) = self { items } else { [] } }
    /// The string, or `nil`.
    var text: String? { if case .string(let text) = self { text } else { nil } }
    /// An object's keys in order (empty otherwise).
    var fieldNames: [String] { if case .object(let fields) = self { fields.map(\.key) } else { [] } }
    /// The element of an array whose `key` is `value`.
    func first(_ key: String, _ value: String) -> JSONValue? { items.first { $0[key]?.text == value } }
}

/// A list of strings as JSON.
func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
