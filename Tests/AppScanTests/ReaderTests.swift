import AppScan
import Foundation
import Orientation
import Testing

/// The readers on small inputs: what they keep, what they skip, and where they say a problem is.
struct ReaderTests {
    @Test func openStepKeepsLinesCommentsAndEscapes() throws {
        let value = try OpenStepValue.parse(
            """
            // !$*UTF8*$!
            {
                /* a comment { with braces } */
                a = "x \\"quoted\\" y";
                b = (
                    one, "two",
                );
                c = "$(SRCROOT)/App/Info.plist";
            }
            """)
        #expect(value["a"]?.string == "x \"quoted\" y")
        #expect(value["a"]?.line == 4)
        #expect(value["b"]?.array.compactMap(\.string) == ["one", "two"])
        #expect(value["b"]?.array[1].line == 6)
        #expect(value["c"]?.string == "$(SRCROOT)/App/Info.plist")
    }

    @Test func openStepNamesTheLineOfAProblem() {
        #expect(throws: OpenStepParseError(line: 3, reason: "expected ';'")) {
            try OpenStepValue.parse("{\n a = b;\n c = d }")
        }
    }

    @Test func objcLexerSkipsCommentsStringsAndPreprocessorLines() {
        let facts = ObjCSourceReader.facts(
            in: """
                #define ROTATE [UIViewController attemptRotationToDeviceOrientation]
                // [UIViewController attemptRotationToDeviceOrientation];
                /* [UIViewController attemptRotationToDeviceOrientation]; */
                @implementation A
                - (void)go {
                    NSLog(@"[UIViewController attemptRotationToDeviceOrientation]");
                    [UIViewController attemptRotationToDeviceOrientation];
                }
                @end
                """, path: "A.m")
        #expect(facts.calls.map(\.location.line) == [7])
    }

    @Test func swiftAvailabilityFollowsBranchesGuardsAndAttributes() {
        let facts = SwiftSourceReader.facts(
            in: """
                final class A: UIViewController {
                    func a() {
                        if #available(iOS 16, *) { UIViewController.attemptRotationToDeviceOrientation() }
                        else { UIViewController.attemptRotationToDeviceOrientation() }
                    }
                    func b() {
                        guard #available(iOS 17.2, *) else { return }
                        UIViewController.attemptRotationToDeviceOrientation()
                    }
                    @available(iOS 18, *) func c() { UIViewController.attemptRotationToDeviceOrientation() }
                }
                """, path: "A.swift")
        #expect(
            facts.calls.map(\.availability) == [
                Availability(minimum: IOSVersion(major: 16), below: nil),
                Availability(minimum: nil, below: IOSVersion(major: 16)),
                Availability(minimum: IOSVersion(major: 17, minor: 2), below: nil),
                Availability(minimum: IOSVersion(major: 18), below: nil),
            ])
    }

    @Test func xcconfigReadsIncludesSemicolonsAndSkipsConditionalsAndOptionalMisses() {
        let files = [
            "Config/App.xcconfig": """
            #include "Common/Base.xcconfig"
            #include? "../Local.xcconfig"
            SDKROOT = macosx; // the Mac app
            SDKROOT[sdk=iphoneos*] = iphoneos
            """,
            "Config/Common/Base.xcconfig": "SDKROOT = iphoneos\nTARGETED_DEVICE_FAMILY = 1,2\n",
        ]
        var asked: [String: Bool] = [:]
        let settings = XCConfig.settings(at: "Config/App.xcconfig") { path, isOptional in
            asked[path] = isOptional
            return files[path].map { XCConfig.lines(of: $0, path: path) }
        }
        #expect(settings["SDKROOT"]?.value == "macosx")
        #expect(settings["SDKROOT"]?.line == 3 && settings["SDKROOT"]?.file == "Config/App.xcconfig")
        #expect(settings["TARGETED_DEVICE_FAMILY"]?.file == "Config/Common/Base.xcconfig")
        #expect(asked == ["Config/App.xcconfig": false, "Config/Common/Base.xcconfig": false, "Local.xcconfig": true])
    }

    /// A file saved with Windows (CRLF) or old Mac (CR) line endings is read line by line, with Xcode's line numbers.
    @Test(arguments: ["\r\n", "\r"])
    func xcconfigReadsEveryLineEnding(_ lineBreak: String) {
        let text = ["// shared", "SDKROOT = iphoneos", "", "TARGETED_DEVICE_FAMILY = 1,2 // both"]
            .joined(separator: lineBreak)
        let settings = XCConfig.settings(at: "Base.xcconfig") { path, _ in XCConfig.lines(of: text, path: path) }
        #expect(settings["SDKROOT"]?.value == "iphoneos" && settings["SDKROOT"]?.line == 2)
        #expect(settings["TARGETED_DEVICE_FAMILY"]?.value == "1,2" && settings["TARGETED_DEVICE_FAMILY"]?.line == 4)
    }
}
