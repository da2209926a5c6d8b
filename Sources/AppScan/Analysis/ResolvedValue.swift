import Orientation

/// A value the scanner could compute without running the app.
public enum ConstantValue: Sendable, Hashable {
    /// An orientation mask.
    case mask(InterfaceOrientationMask)
    /// One orientation.
    case orientation(InterfaceOrientation)
    /// A Boolean.
    case bool(Bool)
    /// A presentation style; `nil` is `automatic` (the release decides).
    case style(PresentationStyle?)

    /// The mask, or `nil` for another kind of value.
    public var mask: InterfaceOrientationMask? { if case .mask(let mask) = self { mask } else { nil } }
    /// The orientation, or `nil`.
    public var orientation: InterfaceOrientation? { if case .orientation(let value) = self { value } else { nil } }
    /// The Boolean, or `nil`.
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
}

/// The kind of value an answer must be, so `.portrait` reads as a mask for `supportedInterfaceOrientations` and as
/// an orientation for `preferredInterfaceOrientationForPresentation`.
public enum ValueKind: Sendable, Hashable {
    /// `supportedInterfaceOrientations`, a delegate's answer, a geometry request.
    case mask
    /// `preferredInterfaceOrientationForPresentation`.
    case orientation
    /// `shouldAutorotate`.
    case bool
    /// `modalPresentationStyle`.
    case style
}

/// An expression from the source and what it comes to: a constant, or dynamic (with the declared default of the
/// stored value it reads, when there is one).
public struct ResolvedValue: Sendable, Hashable {
    /// The expression as written.
    public var expression: SourceExpression
    /// The constant, or `nil` when the value is only known at run time.
    public var constant: ConstantValue?
    /// For a dynamic value that reads a stored `var`: that variable's initial value.
    public var declaredDefault: ConstantValue?

    /// Whether the value is only known at run time.
    public var isDynamic: Bool { constant == nil }
    /// The constant, else the declared default.
    public var bestKnown: ConstantValue? { constant ?? declaredDefault }
}

/// Looks references up among the project's `let`s and `static let`s; a `var` gives only a declared default.
public struct ValueResolver: Sendable {
    private var constants: [String: Set<ValueExpression>] = [:]
    private var variables: [String: Set<ValueExpression>] = [:]

    /// A resolver over the stored values of a target.
    public init(stored: [StoredFacts]) {
        for value in stored {
            guard let initial = value.initial else { continue }
            if value.isConstant {
                constants[value.name, default: []].insert(initial)
            } else {
                variables[value.name, default: []].insert(initial)
            }
        }
    }

    /// What `expression` comes to as a `kind`.
    public func resolve(_ expression: SourceExpression, as kind: ValueKind) -> ResolvedValue {
        let (constant, fallback) = evaluate(expression.value, as: kind, depth: 0)
        return ResolvedValue(expression: expression, constant: constant, declaredDefault: fallback)
    }

    private func evaluate(
        _ value: ValueExpression, as kind: ValueKind, depth: Int
    ) -> (ConstantValue?, ConstantValue?) {
        guard depth < 8 else { return (nil, nil) }
        switch value {
        case .names(let names): return (Self.constant(names, as: kind), nil)
        case .bool(let bool): return (kind == .bool ? .bool(bool) : nil, nil)
        case .unknown: return (nil, nil)
        case .reference(let name):
            // A name declared once as a constant; two different declarations of one name are not guessed between.
            if let values = constants[name], values.count == 1, variables[name] == nil {
                return evaluate(values.first!, as: kind, depth: depth + 1)
            }
            if let values = variables[name], values.count == 1 {
                let (initial, _) = evaluate(values.first!, as: kind, depth: depth + 1)
                return (nil, initial)
            }
            return (nil, nil)
        }
    }

    private static func constant(_ names: [String], as kind: ValueKind) -> ConstantValue? {
        switch kind {
        case .mask:
            var mask: InterfaceOrientationMask = []
            for name in names {
                guard let named = InterfaceOrientationMask(name: name) else { return nil }
                mask.formUnion(named)
            }
            return .mask(mask)
        case .orientation:
            guard names.count == 1, let orientation = InterfaceOrientation(name: names[0]) else { return nil }
            return .orientation(orientation)
        case .style:
            guard names.count == 1 else { return nil }
            if names[0] == "automatic" { return .style(nil) }
            return PresentationStyle(rawValue: names[0]).map { .style($0) }
        case .bool:
            return nil
        }
    }
}
