import PivotJSON

extension ScenarioResult {
    /// The text report of `pivot simulate`: the device and iOS version, then per step a header line (summary, orientation change, window size),
    /// then one line per event (virtual time, controller, event, arguments), then the error if the step crashed.
    ///
    /// ```
    /// iphone-15, iOS 27.0
    /// step 1  present player (fullScreen)         portrait -> landscapeLeft   window 852x393
    ///   t=0.000  player  viewDidLoad
    /// ```
    public var textReport: String {
        let idWidth = steps.flatMap(\.events).map(\.controller.count).max() ?? 0
        var lines = ["\(device), iOS \(iosVersion)"]
        for step in steps {
            let orientation =
                step.previousOrientation == step.interfaceOrientation
                ? step.interfaceOrientation.name
                : "\(step.previousOrientation.name) -> \(step.interfaceOrientation.name)"
            lines.append(
                Self.padded("step \(step.index)  " + step.summary, to: 44) + Self.padded(orientation, to: 28)
                    + "window \(step.windowSize)")
            for event in step.events {
                let args = event.args.map { "  \($0.key)=\(Self.text(of: $0.value.json))" }.joined()
                lines.append(
                    "  t=\(Self.time(event.time))  " + Self.padded(event.controller, to: idWidth + 2) + event.name
                        + args)
            }
            for carousel in step.carousels {
                lines.append(
                    "  carousel \(carousel.id)  page \(carousel.page)  item \(carousel.itemSize)  offset \(carousel.contentOffset)"
                )
            }
            if let error = step.error { lines.append("  error: \(error)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` followed by spaces up to `width` columns, and at least two.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 2))
    }

    /// Seconds with three decimals.
    static func time(_ seconds: Double) -> String {
        let milliseconds = Int(seconds * 1000 + 0.5)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// An argument for the text report: sizes as `852x393`, insets and traits as their values joined by `/`.
    private static func text(of value: JSONValue) -> String {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): JSONValue.decimal(number)
        case .string(let string): string
        case .array(let elements): elements.map(text(of:)).joined(separator: "x")
        case .object(let fields): fields.map { text(of: $0.value) }.joined(separator: "/")
        }
    }
}
