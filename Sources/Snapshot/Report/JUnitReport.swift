/// A JUnit XML report of snapshot results, the format CI servers (Jenkins, GitLab, GitHub actions) display.
///
/// Each result is a `<testcase>` named after the snapshot, in a `<testsuite>` per group, in group order of first
/// appearance. A failed result carries a `<failure>` whose `message` attribute is the failure's first line and whose
/// text is the whole message. Recorded results count as passed.
public struct JUnitReport: Sendable {
    /// The results, in the order they were checked.
    public var results: [SnapshotResult]
    /// The name of the whole run (`<testsuites name=…>`).
    public var name: String

    /// Creates a report.
    public init(name: String, results: [SnapshotResult]) {
        self.name = name
        self.results = results
    }

    /// The XML document.
    public var xml: String {
        var groups: [String] = []
        var byGroup: [String: [SnapshotResult]] = [:]
        for result in results {
            if byGroup[result.group] == nil { groups.append(result.group) }
            byGroup[result.group, default: []].append(result)
        }
        let failures = results.filter { $0.failureMessage != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Markup.escape(name))\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        for group in groups {
            let members = byGroup[group]!
            let groupFailures = members.filter { $0.failureMessage != nil }.count
            xml += "  <testsuite name=\"\(Markup.escape(group))\" tests=\"\(members.count)\""
            xml += " failures=\"\(groupFailures)\" errors=\"0\" skipped=\"0\">\n"
            for result in members {
                let testcase = "<testcase name=\"\(Markup.escape(result.name))\" classname=\"\(Markup.escape(group))\""
                guard let message = result.failureMessage else {
                    xml += "    \(testcase)/>\n"
                    continue
                }
                let summary = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                xml += "    \(testcase)>\n"
                xml += "      <failure message=\"\(Markup.escape(summary))\">\(Markup.escape(message))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}
