extension AppReport {
    /// JUnit XML: one test suite per target, one test case per rule; a case fails with one `<failure>` per finding.
    public var junit: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = targets.reduce(0) { total, target in total + Set(target.findings.map(\.rule)).count }
        xml += "<testsuites name=\"pivot app\" tests=\"\(targets.count * allRules.count)\" failures=\"\(failures)\">\n"
        for target in targets {
            let failed = Set(target.findings.map(\.rule))
            xml +=
                "  <testsuite name=\"\(escaped(target.name))\" tests=\"\(allRules.count)\" failures=\"\(failed.count)\">\n"
            for rule in allRules.map(\.description) {
                let findings = target.findings.filter { $0.rule == rule.id }
                xml += "    <testcase classname=\"\(escaped(target.name))\" name=\"\(rule.id)\""
                guard !findings.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                for finding in findings {
                    let place = finding.location.file + (finding.location.line.map { ":\($0)" } ?? "")
                    xml +=
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escaped(finding.message))\">"
                    xml += "\(escaped(place)): \(escaped(finding.message))</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}

/// Text safe inside an XML attribute or element.
private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        default: result.append(character)
        }
    }
    return result
}
