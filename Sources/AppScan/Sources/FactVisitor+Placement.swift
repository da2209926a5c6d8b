import SwiftSyntax

/// The controllers a file places: presented, pushed, made the window's root or a tab bar controller's tabs.
extension FactVisitor {
    /// A presented or root controller's class: known from the expression (`Player()`), a local name of the
    /// function whose class is known once the walk leaves it (`vc`), or unknown.
    enum Presented {
        case none
        case known(String)
        case local(String)

        var known: String? {
            if case .known(let name) = self { name } else { nil }
        }
        var local: String? {
            if case .local(let name) = self { name } else { nil }
        }
    }

    /// The class presented by `expr`: `Player()`, or `vc` bound in the function (`let vc = Player()`,
    /// `x as! Player`), whose style the function may assign.
    func presented(_ expr: ExprSyntax) -> Presented {
        if let call = expr.as(FunctionCallExprSyntax.self) { return .known(source.text(of: call.calledExpression)) }
        guard let reference = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, !functions.isEmpty else {
            return .none
        }
        return .local(reference)
    }

    /// A tab bar controller's tabs set in code: on `owner` (a local, or the class being walked when it is `self`
    /// or absent), each a controller made in place (`Library()`, `UINavigationController(rootViewController: …)`)
    /// or a local of the function.
    func recordTabs(_ array: ArrayExprSyntax, owner: ExprSyntax?, at node: some SyntaxProtocol) {
        let ownerClass: Presented =
            if owner == nil || owner?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                currentClass.map(Presented.known) ?? .none
            } else {
                owner.map(presented) ?? .none
            }
        var tabs: [TabFacts] = []
        var localTabs: [(index: Int, name: String)] = []
        for (index, element) in array.elements.enumerated() {
            let tab = presented(element.expression)
            let child = element.expression.as(FunctionCallExprSyntax.self)?.arguments
                .first { $0.label?.text == "rootViewController" }
                .flatMap { presented($0.expression).known }
            tabs.append(TabFacts(className: tab.known, rootChild: child))
            if let name = tab.local { localTabs.append((index, name)) }
        }
        facts.calls.append(
            CallFacts(
                kind: .setTabs, location: location(node), enclosingClass: currentClass, target: ownerClass.known,
                availability: availability(of: Syntax(node)), tabs: tabs))
        if ownerClass.local != nil || !localTabs.isEmpty {
            functions[functions.count - 1].calls.append(
                .init(index: facts.calls.count - 1, target: ownerClass.local, tabs: localTabs))
        }
    }
}
