import PivotJSON

/// JSON forms of the engine's geometry and trait values, written the same way in every report.
extension JSONValue {
    /// `[width, height]`.
    public static func size(_ size: Size) -> JSONValue {
        .array([.number(size.width), .number(size.height)])
    }

    /// `{"top": t, "left": l, "bottom": b, "right": r}`.
    public static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([
            "top": .number(insets.top), "left": .number(insets.left),
            "bottom": .number(insets.bottom), "right": .number(insets.right),
        ])
    }

    /// `{"horizontalSizeClass": ..., "verticalSizeClass": ...}`.
    public static func traits(_ traits: TraitCollection) -> JSONValue {
        .object([
            "horizontalSizeClass": .string(traits.horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(traits.verticalSizeClass.rawValue),
        ])
    }
}
