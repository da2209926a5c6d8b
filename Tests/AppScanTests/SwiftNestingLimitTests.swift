import AppScan
import Foundation
import Testing

/// Swift files shaped to make swift-syntax recurse without bound or look ahead for exponential time are one
/// problem each, not a trap or a hang (found by the `pivot app` fuzz campaign), while deep but ordinary code is
/// still read.
struct SwiftNestingLimitTests {
    /// Each once trapped `pivot app` (a stack overflow in swift-syntax's parser, lookahead or tree walk) or, for the
    /// `[` nesting, ran for longer than a test's patience (20 levels: 16 s in a debug build; 300: never ending).
    static let hostileSources: [(name: String, source: String)] = [
        ("square brackets", "let z = " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300)),
        ("square brackets around generics", "let z = " + String(repeating: "[A<", count: 16)),
        ("generic arguments", "let z: " + String(repeating: "A<", count: 1000) + "Int"),
        ("try", "let z = " + String(repeating: "try ", count: 8000) + "x"),
        ("#if", String(repeating: "#if A\n", count: 3000)),
        ("numbered members", "let z = " + String(repeating: "1.", count: 50000) + "a"),
        ("members", "let z = x" + String(repeating: ".a", count: 50000)),
        ("subscripts", "let z = x" + String(repeating: "[0]", count: 50000)),
        ("calls", "let z = x" + String(repeating: "()", count: 50000)),
        ("else if", "func f() { if a {}" + String(repeating: " else if a {}", count: 20000) + " }"),
        ("parentheses", "let z = " + String(repeating: "(", count: 100_000)),
    ]

    @Test(arguments: hostileSources.map(\.name))
    func aHostileSwiftFileIsOneProblemAndTheRestIsScanned(name: String) throws {
        let source = try #require(Self.hostileSources.first { $0.name == name }).source
        let project = try ExampleProject([
            "Hostile.swift": source,
            "Good.swift": """
            import UIKit
            final class Player: UIViewController {
                func rotate() {
            ↓        UIDevice.current.setValue(4, forKey: "orientation")
                }
            }
            """,
        ])
        let start = Date()
        let result = project.scan()
        #expect(Date().timeIntervalSince(start) < 20)
        let reason = try #require(result.problems.first { $0.file == "Hostile.swift" }?.reason)
        #expect(reason.hasSuffix("; not read (swift-syntax would not finish)"), "\(reason)")
        #expect(result.report.findings.map(\.finding.location) == [project.marker!])
    }

    /// Deep but ordinary code: an array literal 12 deep, a SwiftUI view with 200 modifiers on their own lines, 100
    /// statements of 100 members each, brackets and chains inside comments and strings.
    @Test func deepOrdinaryCodeIsRead() throws {
        let source = [
            "let a = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12),
            "let v = Text(\"x\")" + String(repeating: "\n    .padding(4)", count: 200),
            String(repeating: "x" + String(repeating: ".a", count: 100) + "\n", count: 100),
            "// " + String(repeating: "[(.a", count: 1000),
            "/* " + String(repeating: "[[ /* ]] */", count: 100) + " */",
            "let s = \"" + String(repeating: "[.a(", count: 1000) + "\"",
            "let t = \"\"\"\n" + String(repeating: "[.a(\n", count: 1000) + "\"\"\"",
        ].joined(separator: "\n")
        let result = try ExampleProject(["Deep.swift": source]).scan()
        #expect(result.problems.isEmpty, "\(result.problems)")
    }
}
