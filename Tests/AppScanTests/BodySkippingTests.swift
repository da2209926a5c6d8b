import Foundation
import Testing

@testable import AppScan

/// The walk that skips the bodies without a fact (`FactVisitor+Skipping.swift`) against the walk of every body:
/// the same facts but for the skipped assignments, whose names the skipped words always mention; and the second
/// reading that brings back an assignment that matters.
struct BodySkippingTests {
    /// A mask in one file, changed in another by a function that mentions none of the walk's words.
    static let maskChangedElsewhere = [
        "Player.swift": """
        import UIKit
        final class Player: UIViewController {
            static var lockedMask: UIInterfaceOrientationMask = .all
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.lockedMask }
        }
        """,
        "Lock.swift": """
        import UIKit
        struct LockButton {
            func tap() {
        ↓        Player.lockedMask = .portrait
            }
        }
        """,
    ]

    /// Locals, stored values, closures, styles and assignments in and out of functions: the cases where a skipped
    /// body could have changed a fact elsewhere.
    static let tricky = """
        import UIKit
        final class Home: UIViewController {
            static var lock: UIInterfaceOrientationMask = .all
            lazy var made: UIViewController = { let inner = Player(); return inner }()
            var computed: Int { let local = 3; return local }
            var observed = 0 { didSet { Home.lock = .portrait } }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Home.lock }
            func open(flag: Bool) {
                if flag {
                    let vc = Player()
                    vc.title = "player"
                }
                for _ in 0..<2 { Home.lock = .landscape }
                present(vc, animated: true)
            }
            func styled() {
                let sheet = Sheet()
                do { sheet.modalPresentationStyle = .formSheet }
                present(sheet, animated: true)
            }
            func quiet() {
                let unused = Player()
                Home.lock = .all
                _ = unused
            }
            func update() {
                Home.lock = .portrait
                setNeedsUpdateOfSupportedInterfaceOrientations()
            }
        }
        extension Home {
            func nested() {
                class Local: UIViewController {}
                _ = { Home.lock = .all }
            }
        }
        struct Panel {
            var body: Int { Home.lock = .all; return 0 }
        }
        """

    @Test func aMaskChangedInAFunctionWithoutAFactIsFoundByTheSecondReading() throws {
        let project = try ExampleProject(Self.maskChangedElsewhere)
        let lock = try #require(Self.maskChangedElsewhere["Lock.swift"]).replacingOccurrences(of: "↓", with: "")
        let first = SwiftSourceReader.read(lock, path: "Lock.swift", skippingBodies: true)
        #expect(first.facts.assignments.isEmpty, "the first reading skips tap()")
        #expect(first.skipped.mayMention("lockedMask"))
        let findings = project.scan().report.findings.map(\.finding).filter { $0.rule == "mask-change-without-update" }
        #expect(findings.map(\.location) == [try #require(project.marker)])
    }

    @Test func skippingKeepsEveryFactButAssignmentsTheSkippedWordsMention() throws {
        var sources: [(path: String, text: String)] = [("Tricky.swift", Self.tricky)]
        for (path, text) in Self.maskChangedElsewhere {
            sources.append((path, text.replacingOccurrences(of: "↓", with: "")))
        }
        for rule in allRules {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                for (path, text) in example where path.hasSuffix(".swift") {
                    sources.append((path, text.replacingOccurrences(of: "↓", with: "")))
                }
            }
        }
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            sources.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        #expect(sources.count > 20)
        var skippedAssignments = 0
        for (path, text) in sources {
            let full = SwiftSourceReader.facts(in: text, path: path)
            let (fast, skipped) = SwiftSourceReader.read(text, path: path, skippingBodies: true)
            #expect(fast.classes == full.classes, "\(path)")
            #expect(fast.delegates == full.delegates, "\(path)")
            #expect(fast.calls == full.calls, "\(path)")
            #expect(fast.stored == full.stored, "\(path)")
            // The assignments kept are the full walk's, in order; each one left out is named in the skipped words.
            var kept = fast.assignments[...]
            for assignment in full.assignments {
                if kept.first == assignment {
                    kept = kept.dropFirst()
                } else {
                    skippedAssignments += 1
                    #expect(skipped.mayMention(assignment.name), "\(path): \(assignment)")
                }
            }
            #expect(kept.isEmpty, "\(path): \(kept)")
        }
        #expect(skippedAssignments >= 5, "the sources exercise skipped assignments")
    }
}
