import Orientation
import SwiftSyntax

/// A function body's pre-scan: whether it asks UIKit to re-read masks, the controllers it binds to local names,
/// and the presentation styles it assigns to them.
struct FunctionScan {
    let name: String
    var callsUpdate = false
    var locals: [String: String] = [:]
    var styles: [String: ExprSyntax] = [:]

    init(_ body: Syntax?, name: String) {
        self.name = name
        guard let body else { return }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(body)
        callsUpdate = visitor.callsUpdate
        locals = visitor.locals
        styles = visitor.styles
    }

    private final class Visitor: SyntaxVisitor {
        var callsUpdate = false
        var locals: [String: String] = [:]
        var styles: [String: ExprSyntax] = [:]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            let name =
                callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "setNeedsUpdateOfSupportedInterfaceOrientations" { callsUpdate = true }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = node.initializer?.value
            else { return .visitChildren }
            if let call = value.as(FunctionCallExprSyntax.self) {
                locals[name] = call.calledExpression.trimmedDescription
            } else if let cast = value.as(AsExprSyntax.self) {
                locals[name] = cast.type.trimmedDescription
            } else if let typeAnnotation = node.typeAnnotation {
                locals[name] = typeAnnotation.type.trimmedDescription
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let member = elements[0].as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "modalPresentationStyle",
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                styles[base] = elements[2]
            }
            return .visitChildren
        }
    }
}

/// Every `return` of a body, not counting those of nested closures and functions.
final class ReturnCollector: SyntaxVisitor {
    var returns: [ReturnStmtSyntax] = []

    static func returns(in items: CodeBlockItemListSyntax) -> [ReturnStmtSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(items)
        return collector.returns
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returns.append(node)
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The `interfaceOrientations:` argument of `.iOS(interfaceOrientations:)` inside a geometry request.
final class GeometryArgument: SyntaxVisitor {
    var found: ExprSyntax?

    static func find(in node: FunctionCallExprSyntax) -> ExprSyntax? {
        let visitor = GeometryArgument(viewMode: .sourceAccurate)
        visitor.walk(node.arguments)
        return visitor.found
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.label?.text == "interfaceOrientations" { found = node.expression }
        return .visitChildren
    }
}

/// The names an expression mentions (variables and members).
final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
}

func mentionedNames(_ node: some SyntaxProtocol) -> Set<String> {
    let collector = NameCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names
}

/// What the scanner makes of a Swift expression: constants, a reference to look up, or unknown.
func valueExpression(_ expr: ExprSyntax) -> ValueExpression {
    if let literal = expr.as(BooleanLiteralExprSyntax.self) {
        return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .names([name]) }
        return constantNamespaces.contains(base.trimmedDescription) ? .names([name]) : .reference(name)
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return .reference(reference.baseName.text) }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1 {
        return valueExpression(tuple.elements.first!.expression)
    }
    if let array = expr.as(ArrayExprSyntax.self) {
        var names: [String] = []
        for element in array.elements {
            guard case .names(let inner) = valueExpression(element.expression) else { return .unknown }
            names += inner
        }
        return .names(names)
    }
    return .unknown
}

/// The source text on one line, whitespace runs collapsed, at most 200 characters.
func oneLine(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return text.count > 200 ? String(text.prefix(199)) + "…" : text
}

extension Substring {
    /// The text without trailing characters from `set`.
    func trimmingSuffix(_ set: String) -> Substring {
        var text = self
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return text
    }
}
