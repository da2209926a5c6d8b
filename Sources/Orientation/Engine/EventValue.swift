import PivotJSON

/// The value of one event argument, typed: what the engine records and tests match on. ``json`` is only how
/// `pivot simulate --json` prints it.
public enum EventValue: Sendable, Equatable {
    /// No value (`parent` after a removal, `previous` before the first traits).
    case null
    /// A flag (`animated`).
    case bool(Bool)
    /// A number (`clipTime`, `velocity`, `page`, `code`).
    case number(Double)
    /// A text (`clip`, `message`, a controller id, an error domain).
    case string(String)
    /// A size in points (`size`, `displaySize`).
    case size(Size)
    /// Safe-area insets (`insets`).
    case insets(EdgeInsets)
    /// A trait collection (`traits`, `previous`).
    case traits(TraitCollection)

    /// A string, or ``null`` for `nil`.
    public static func string(orNull value: String?) -> EventValue {
        value.map(EventValue.string) ?? .null
    }

    /// Traits, or ``null`` for `nil`.
    public static func traits(orNull value: TraitCollection?) -> EventValue {
        value.map(EventValue.traits) ?? .null
    }

    /// The value as JSON: sizes as `[w, h]`, insets and traits as objects.
    public var json: JSONValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .size(let size): .size(size)
        case .insets(let insets): .insets(insets)
        case .traits(let traits): .traits(traits)
        }
    }
}
