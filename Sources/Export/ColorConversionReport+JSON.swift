import PivotJSON
import Video

extension ColorConversionReport {
    /// The `color` object of `frames.json` and the play manifest; `peak` is the cd/m² tone-mapped to SDR white and
    /// where that value comes from, or null when nothing is tone-mapped.
    package var json: JSONValue {
        .object([
            "matrix": .string(matrix), "range": .string(range), "primaries": .string(primaries),
            "transfer": .string(transfer), "assumed": .array(assumed.map(JSONValue.string)),
            "conversion": .string(conversion),
            "peak": peakLuminance.map { luminance in
                .object(["luminance": .number(luminance), "source": .string(peakSource ?? "assumed")])
            } ?? .null,
        ])
    }
}
