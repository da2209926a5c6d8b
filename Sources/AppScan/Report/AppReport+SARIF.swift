import Orientation
import PivotJSON

extension AppReport {
    /// The findings as SARIF 2.1.0 (OASIS), in the subset GitHub code scanning reads: one run, the rules with
    /// their descriptions and default levels, one result per finding with its file (relative to `%SRCROOT%`) and line.
    /// - Parameter version: Pivot's version, for the tool's driver.
    public func sarif(version: String) -> JSONValue {
        let rules = allRules.map(\.description)
        // Targets that share a file share its findings: one result per place, naming every target.
        var grouped: [(targets: [String], finding: Finding)] = []
        var positions: [Finding: Int] = [:]
        for (target, finding) in findings {
            if let index = positions[finding] {
                grouped[index].targets.append(target)
            } else {
                positions[finding] = grouped.count
                grouped.append(([target], finding))
            }
        }
        let results: [JSONValue] = grouped.map { targets, finding in
            var region: [JSONValue.Field] = []
            if let line = finding.location.line { region.append(.init("startLine", .number(Double(line)))) }
            var physical: [JSONValue.Field] = [
                .init(
                    "artifactLocation",
                    .object(["uri": .string(finding.location.file), "uriBaseId": .string("%SRCROOT%")]))
            ]
            if !region.isEmpty { physical.append(.init("region", .object(region))) }
            let versions = finding.iosVersions.map(\.description).joined(separator: ", ")
            return .object([
                "ruleId": .string(finding.rule),
                "ruleIndex": .number(Double(rules.firstIndex { $0.id == finding.rule } ?? 0)),
                "level": .string(finding.severity.rawValue),
                "message": .object([
                    "text": .string(
                        "\(finding.message) (target\(targets.count > 1 ? "s" : "") \(targets.joined(separator: ", ")); "
                            + "iOS \(versions))")
                ]),
                "locations": .array([.object(["physicalLocation": .object(physical)])]),
            ])
        }
        return .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("pivot"), "version": .string(version),
                            "informationUri": .string("https://github.com/pivot/pivot/blob/main/docs/app-scanning.md"),
                            "rules": .array(
                                rules.map { rule in
                                    .object([
                                        "id": .string(rule.id), "name": .string(rule.id),
                                        "shortDescription": .object(["text": .string(rule.summary)]),
                                        "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
                                        "helpUri": .string(
                                            "https://github.com/pivot/pivot/blob/main/docs/app-scanning.md#\(rule.id)"),
                                    ])
                                }),
                        ])
                    ]),
                    "results": .array(results),
                ])
            ]),
        ])
    }
}
