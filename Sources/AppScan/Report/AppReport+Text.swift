import Foundation
import Orientation

extension AppReport {
    /// The readable report: each target's settings and controllers, a table of screen × idiom × release, and the
    /// findings grouped by severity.
    public var text: String {
        var lines = ["pivot app \(project)"]
        for skipped in skipped { lines.append("Skipped target \(skipped.name): \(skipped.reason)") }
        for target in targets { lines += target.textLines(versions: iosVersions) }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TargetReport {
    func textLines(versions: [IOSVersion]) -> [String] {
        var lines = [""]
        let families = families.map(\.reportName).joined(separator: ", ")
        lines.append(
            "Target \(name) (\(families); Info.plist: "
                + (infoPlist ?? (generatesInfoPlist ? "generated from build settings" : "none read"))
                + (deploymentTarget.map { "; iOS \($0)+" } ?? "") + ")")
        lines.append(
            "  App orientations: iphone \(app.plistOrientations(for: .phone)), ipad \(app.plistOrientations(for: .pad))"
                + (app.requiresFullScreen ? "; requires full screen" : "")
                + (app.hasSceneManifest ? "" : "; no scene manifest"))
        if let delegate = appDelegate {
            lines.append(
                "  App delegate \(delegate.className) (\(place(delegate.location))): "
                    + (delegate.orientations.map(describe) ?? "no orientation answer"))
        }
        if !controllers.isEmpty { lines.append("  Controllers:") }
        for controller in controllers {
            let answers = [
                ("supported", controller.supportedOrientations), ("preferred", controller.preferredOrientation),
                ("shouldAutorotate", controller.shouldAutorotate), ("style", controller.modalPresentationStyle),
            ].compactMap { name, value in value.map { "\(name) \(describe($0))" } }
            lines.append(
                "    \(controller.name) (\(controller.kind), \(place(controller.location)))"
                    + (answers.isEmpty ? "" : ": " + answers.joined(separator: "; ")))
        }
        for storyboard in storyboards {
            lines.append(
                "  Storyboard \(storyboard.file): initial \(storyboard.initial ?? "none"), "
                    + "\(storyboard.controllers.count) controllers, \(storyboard.segues.count) segues")
        }
        lines += screenTable(versions: versions)
        for severity in Severity.allCases.reversed() {
            let group = findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            lines.append("  \(severity.rawValue.capitalized)s:")
            for finding in group {
                let releases = finding.iosVersions.map(\.description).joined(separator: ", ")
                lines.append("    \(place(finding.location)): [\(finding.rule)] \(finding.message) (iOS \(releases))")
            }
        }
        if findings.isEmpty { lines.append("  No findings.") }
        return lines
    }

    /// Screen × idiom rows, one column per release; `CRASH` where the engine says the app crashes, `*` where a
    /// dynamic value was taken at its declared default.
    func screenTable(versions: [IOSVersion]) -> [String] {
        guard !screens.isEmpty else { return [] }
        let rows = [["Screen", "Device"] + versions.map(\.description)] + screenRows(versions: versions)
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        // A project of thousands of screens has thousands of rows: they are padded on every core, in order.
        let lines = rows.concurrentMap(chunkSize: 256) { row in
            let padded = row.enumerated().map {
                $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
            }
            return "    " + padded.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return ["  Screens (orientations the interface may take; * depends on a run-time value):"] + lines
    }

    /// The table's rows under its header: one per controller and idiom, in the order the pair first comes in
    /// ``screens``, then one cell per release in `versions`: the pair's first screen on that release, empty if it
    /// has none. The screens are grouped in one pass (a project of thousands of screens has thousands of rows).
    func screenRows(versions: [IOSVersion]) -> [[String]] {
        struct Pair: Hashable {
            var controller: String
            var device: String
        }
        let column = Dictionary(versions.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var rowOf: [Pair: Int] = [:]
        var pairs: [Pair] = []
        var cells: [[Screen?]] = []
        for screen in screens {
            let pair = Pair(controller: screen.controller, device: screen.device)
            let row: Int
            if let known = rowOf[pair] {
                row = known
            } else {
                row = pairs.count
                rowOf[pair] = row
                pairs.append(pair)
                cells.append(Array(repeating: nil, count: versions.count))
            }
            if let index = column[screen.iosVersion], cells[row][index] == nil { cells[row][index] = screen }
        }
        return zip(pairs, cells).map { pair, screens in
            [pair.controller, pair.device]
                + versions.map { version in
                    guard let screen = screens[column[version]!] else { return "" }
                    return (screen.crash == nil ? screen.orientations.description : "CRASH")
                        + (screen.dependsOnRuntime ? "*" : "")
                }
        }
    }
}

/// `file:line`, or the file alone.
func place(_ location: SourceLocation) -> String {
    location.file + (location.line.map { ":\($0)" } ?? "")
}

/// `landscape`, or `dynamic (Self.lockedMask)`.
func describe(_ value: ResolvedValue) -> String {
    switch value.constant {
    case .mask(let mask): mask.description
    case .orientation(let orientation): orientation.name
    case .bool(let bool): String(bool)
    case .style(let style): style?.rawValue ?? "automatic"
    case nil: "dynamic (\(value.expression.text))"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
