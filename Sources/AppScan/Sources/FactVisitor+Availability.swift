import Orientation
import SwiftSyntax

extension FactVisitor {
    // MARK: - Availability

    /// The releases `node` can run on: the `#available` branches, `guard #available` statements and `@available`
    /// attributes around it.
    func availability(of node: Syntax) -> Availability {
        var range = Availability.always
        guard source.mentionsAvailability else { return range }
        var current = node
        while let parent = current.parent {
            if let ifExpr = parent.as(IfExprSyntax.self), let version = availabilityVersion(ifExpr.conditions) {
                if current.id == ifExpr.body.id {
                    range =
                        version.unavailable
                        ? range.narrowed(below: version.version) : range.narrowed(minimum: version.version)
                } else if let elseBody = ifExpr.elseBody, current.id == elseBody.id {
                    range =
                        version.unavailable
                        ? range.narrowed(minimum: version.version) : range.narrowed(below: version.version)
                }
            }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == current.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                        let version = availabilityVersion(guardStmt.conditions)
                    {
                        range =
                            version.unavailable
                            ? range.narrowed(below: version.version) : range.narrowed(minimum: version.version)
                    }
                }
            }
            if let attributes = parent.asProtocol(WithAttributesSyntax.self)?.attributes {
                for case .attribute(let attribute) in attributes
                where source.text(of: attribute.attributeName) == "available" {
                    if case .availability(let arguments) = attribute.arguments,
                        let version = iOSVersion(in: arguments)
                    {
                        range = range.narrowed(minimum: version)
                    }
                }
            }
            current = parent
        }
        return range
    }

    func availabilityVersion(_ conditions: ConditionElementListSyntax) -> (version: IOSVersion, unavailable: Bool)? {
        for element in conditions {
            guard case .availability(let condition) = element.condition,
                let version = iOSVersion(in: condition.availabilityArguments)
            else { continue }
            return (version, condition.availabilityKeyword.tokenKind == .poundUnavailable)
        }
        return nil
    }

    func iOSVersion(in arguments: AvailabilityArgumentListSyntax) -> IOSVersion? {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS", let version = restriction.version
            else { continue }
            let minor = version.components.first.flatMap { Int($0.number.text) } ?? 0
            return Int(version.major.text).map { IOSVersion(major: $0, minor: minor) }
        }
        return nil
    }
}
