import PivotJSON
import Video

extension ColorConversionReport {
    /// The `color` object of `frames.json` and the play manifest.
    package var json: JSONValue {
        .object([
            "matrix": .string(matrix), "range": .string(range), "primaries": .string(primaries),
            "transfer": .string(transfer), "assumed": .array(assumed.map(JSONValue.string)),
            "conversion": .string(conversion),
        ])
    }
}
