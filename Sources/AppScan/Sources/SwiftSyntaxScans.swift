import Orientation
import SwiftSyntax

/// A function being walked: whether its body asks UIKit to re-read masks, the controllers it binds to local names,
/// the presentation styles it assigns to them, and the facts that wait for all of that until the walk leaves it.
struct FunctionFrame {
    /// A call whose controller is a local name (`present(vc, animated: true)`).
    struct PendingCall {
        /// The call's index in the file's facts.
        var index: Int
        /// The local name of the presented or root controller.
        var target: String?
        /// The local name of a root navigation controller's child.
        var child: String?
        /// Whether the style assigned to `target` is the call's.
        var wantsStyle = false
        /// The tabs (by position) that are local names.
        var tabs: [(index: Int, name: String)] = []
    }

    /// `Type.name` of the function.
    let name: String
    /// Whether a call in the function may name a controller by a local (`present(vc…)`): only then do the locals
    /// bound in a body nested in it matter.
    let takesLocals: Bool
    var callsUpdate = false
    var locals: [String: String] = [:]
    var styles: [String: ExprSyntax] = [:]
    /// The indices of the assignments made in the body, in the file's facts.
    var assignments: [Int] = []
    var calls: [PendingCall] = []
}

/// The name a call calls: `present` for `present(…)` and `self.present(…)`.
func calledName(_ node: FunctionCallExprSyntax) -> String? {
    let callee = node.calledExpression
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
}

/// Whether `node` (a closure, an accessor, a `didSet` body) calls `setNeedsUpdateOfSupportedInterfaceOrientations`.
func callsUpdate(_ node: Syntax) -> Bool {
    let finder = UpdateCallFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
}

private final class UpdateCallFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if calledName(node) == "setNeedsUpdateOfSupportedInterfaceOrientations" { found = true }
        return found ? .skipChildren : .visitChildren
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
        // `UIInterfaceOrientationMask.landscape`: a bare type name of the set, not a call or a longer path.
        let namespace = base.as(DeclReferenceExprSyntax.self).flatMap {
            $0.argumentNames == nil ? $0.baseName.text : nil
        }
        return namespace.map(constantNamespaces.contains) == true ? .names([name]) : .reference(name)
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

extension Substring {
    /// The text without trailing characters from `set`.
    func trimmingSuffix(_ set: String) -> Substring {
        var text = self
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return text
    }
}
