import PivotJSON

extension ScenarioResult {
    /// The result as the JSON object `pivot simulate --json` prints (docs/outputs.md).
    public var json: JSONValue {
        .object([
            "device": .string(device),
            "iosVersion": .string(iosVersion.description),
            "steps": .array(steps.map(Self.json(of:))),
        ])
    }

    /// ``json`` as indented text.
    public var jsonReport: String { json.rendered() + "\n" }

    private static func json(of step: StepResult) -> JSONValue {
        var json = JSONValue.object([
            "index": .number(Double(step.index)),
            "step": .string(step.summary),
            "interfaceOrientation": .string(step.interfaceOrientation.name),
            "windowSize": .size(step.windowSize),
            "safeAreaInsets": .insets(step.safeAreaInsets),
            "traits": .traits(step.traits),
            "events": .array(step.events.map(\.json)),
            "error": .string(orNull: step.error?.description),
            "carousels": .object(
                step.carousels.map { carousel in
                    JSONValue.Field(
                        carousel.id,
                        .object([
                            "page": .number(Double(carousel.page)), "itemSize": .size(carousel.itemSize),
                            "contentOffset": .array([
                                .number(carousel.contentOffset.x), .number(carousel.contentOffset.y),
                            ]),
                        ]))
                }),
        ])
        // Only windowed iPadOS 26 scenes have window controls, so other reports keep their keys.
        if case .object(var fields) = json, let controls = step.windowControls {
            let region = controls.region
            fields.append(
                .init(
                    "windowControls",
                    .array(
                        [region.origin.x, region.origin.y, region.size.width, region.size.height].map(
                            JSONValue.number))))
            json = .object(fields)
        }
        return json
    }
}
