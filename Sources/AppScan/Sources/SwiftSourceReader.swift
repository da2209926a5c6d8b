import Foundation
import Orientation
import SwiftParser
import SwiftSyntax

/// Extracts ``SourceFacts`` from one Swift file with swift-syntax: the tree lives only while this runs, and is
/// walked once.
public enum SwiftSourceReader {
    /// The facts of `source`, whose path relative to the project folder is `path`: every body walked.
    public static func facts(in source: String, path: String) -> SourceFacts {
        read(source, path: path, skippingBodies: false).facts
    }

    /// The facts of `source` with the bodies that mention none of ``FactWords``'s words skipped, and those
    /// bodies' words: the same facts as ``facts(in:path:)`` but for the assignments in the skipped bodies (see
    /// ``FactVisitor/skipUnlessFacts(_:)``).
    static func read(
        _ source: String, path: String, skippingBodies: Bool
    ) -> (
        facts: SourceFacts, skipped: SkippedWords
    ) {
        let tree = Parser.parse(source: source)
        let text = SourceText(source)
        let words = skippingBodies && source.utf8.count < Int32.max ? text.withBytes(FactWords.init) : nil
        let visitor = FactVisitor(source: text, path: path, words: words)
        visitor.walk(tree)
        let skipped = words.map { $0.words(in: visitor.skipped) } ?? .none
        return (visitor.facts, skipped)
    }
}

/// The property overrides a controller answers orientation with.
private let orientationProperties: Set<String> = [
    "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
    "modalPresentationStyle",
]

/// The member a container's mask forwards to.
private let forwardedMember = ".supportedInterfaceOrientations"

/// The type names a member access may be qualified with and still be a plain constant (`UIInterfaceOrientationMask.landscape`).
let constantNamespaces: Set<String> = [
    "UIInterfaceOrientationMask", "UIInterfaceOrientation", "UIModalPresentationStyle", "UIDeviceOrientation",
]

/// The one walk of a Swift file: every fact, in source order.
final class FactVisitor: SyntaxVisitor {
    let source: SourceText
    let path: String
    var facts = SourceFacts()
    /// The types being walked, innermost last; an extension counts as a class (its type may be one).
    var types: [(name: String, isClass: Bool)] = []
    /// The functions being walked, innermost last: what each body does, learnt as the walk goes.
    var functions: [FunctionFrame] = []
    /// Where the file mentions the words the walk reacts to, or `nil` to walk every body.
    let words: FactWords?
    /// The byte ranges of the bodies skipped, in order.
    var skipped: [Range<Int>] = []

    init(source: SourceText, path: String, words: FactWords? = nil) {
        self.source = source
        self.path = path
        self.words = words
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: path, line: source.line(of: node))
    }

    func expression(_ expr: ExprSyntax) -> SourceExpression {
        SourceExpression(
            value: valueExpression(expr), text: source.oneLine(expr), location: location(expr),
            names: mentionedNames(expr))
    }

    var currentClass: String? { types.last.flatMap { $0.isClass ? $0.name : nil } }

    // A statement, member or body without a word the walk reacts to is skipped (`FactVisitor+Skipping.swift`).
    // Not a statement of a function the walk entered: that function holds a fact, and its assignments are the
    // ones most likely to change a mask (skipped, they would have the file read again).
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        functions.isEmpty ? skipUnlessFacts(node) : .visitChildren
    }
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { skipUnlessFacts(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { skipUnlessFacts(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { skipUnlessFacts(node) }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { skipUnlessFacts(node) }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { skipUnlessFacts(node) }

    // Nothing under these can be a fact.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { source.text(of: $0.type) } ?? []
        facts.classes.append(
            ClassFacts(
                name: node.name.text, superclass: inherited.first, protocols: Array(inherited.dropFirst()),
                location: location(node.name)))
        types.append((node.name.text, true))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((source.text(of: node.extendedType), true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    /// Records an override on the innermost class (a class declared in this file, or extended here).
    func recordOverride(_ name: String, _ value: SourceExpression, forwardsTo: String?) {
        guard let className = currentClass else { return }
        let index =
            facts.classes.lastIndex { $0.name == className }
            ?? {
                // An extension of a class declared elsewhere: its overrides are merged by name later.
                facts.classes.append(
                    ClassFacts(name: className, superclass: nil, protocols: [], location: value.location))
                return facts.classes.count - 1
            }()
        switch name {
        case "supportedInterfaceOrientations":
            facts.classes[index].supportedOrientations = value
            if let forwardsTo { facts.classes[index].forwardsTo = forwardsTo }
        case "preferredInterfaceOrientationForPresentation": facts.classes[index].preferredOrientation = value
        case "shouldAutorotate": facts.classes[index].shouldAutorotate = value
        default: facts.classes[index].modalPresentationStyle = value
        }
    }

    // MARK: - Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isOverride, orientationProperties.contains(name), let accessors = binding.accessorBlock {
                let getter = getterBody(accessors)
                if let getter, let answer = returnedValue(getter) {
                    recordOverride(name, answer, forwardsTo: forwardingTarget(answer.text, property: name))
                }
                // The override's own setter (`set { orientations = newValue }`) is where a change lands, not a
                // change; the assignments to the property itself are what the rules look at.
                return .skipChildren
            }
            guard functions.isEmpty else { continue }
            var updates = false
            if case .accessors(let list) = binding.accessorBlock?.accessors {
                updates = list.contains {
                    $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                        && $0.body.map { callsUpdate(Syntax($0)) } == true
                }
            }
            let initial = binding.initializer.map { valueExpression($0.value) }
            if initial != nil || updates {
                facts.stored.append(
                    StoredFacts(name: name, isConstant: isConstant, initial: initial, updatesWhenSet: updates))
            }
        }
        return .visitChildren
    }

    func getterBody(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): items
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The single value a body returns, or the whole body as a dynamic expression when it returns several.
    func returnedValue(_ items: CodeBlockItemListSyntax) -> SourceExpression? {
        if items.count == 1, case .expr(let expr) = items.first!.item, !expr.is(IfExprSyntax.self),
            !expr.is(SwitchExprSyntax.self)
        {
            return expression(expr)
        }
        let returns = ReturnCollector.returns(in: items)
        if returns.count == 1, let expr = returns[0].expression { return expression(expr) }
        guard !items.isEmpty else { return nil }
        return SourceExpression(
            value: .unknown, text: source.oneLine(items), location: location(items), names: mentionedNames(items))
    }

    /// `topViewController` for `topViewController?.supportedInterfaceOrientations ?? .all`: a container that
    /// answers with a child's answer.
    func forwardingTarget(_ text: String, property: String) -> String? {
        guard property == "supportedInterfaceOrientations" else { return nil }
        // ASCII text without the member's bytes cannot hold it: Foundation's search is left for the rest.
        var bytes = text
        let lacksMember = bytes.withUTF8 {
            $0.allSatisfy { $0 < 0x80 } && !SourceText.contains(Array(forwardedMember.utf8), in: $0)
        }
        guard !lacksMember, let range = text.range(of: forwardedMember) else { return nil }
        let base = text[..<range.lowerBound].trimmingSuffix("?!")
        let name = base.split(whereSeparator: { " (=".contains($0) }).last.map(String.init) ?? ""
        return name.isEmpty || name == "super" ? nil : name
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        if let body = node.body, let className = types.last?.name {
            let role: DelegateFacts.Role? =
                switch (node.name.text, labels) {
                case ("application", let labels)
                where labels.count == 2 && labels[1] == "supportedInterfaceOrientationsFor":
                    .app
                case ("windowScene", let labels) where labels.contains("supportedInterfaceOrientationsFor"): .scene
                case ("supportedInterfaceOrientations", ["for"]): .scene
                default: nil
                }
            if let role, let answer = returnedValue(body.statements) {
                facts.delegates.append(
                    DelegateFacts(role: role, className: className, location: location(node.name), orientations: answer)
                )
            }
        }
        enterFunction((types.last?.name ?? "") + "." + node.name.text, node)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction((types.last?.name ?? "") + ".init", node)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

    /// Settles the facts of the function being left that depend on its whole body: whether it asks UIKit to
    /// update, and what its local names were bound to.
    func leaveFunction() {
        let frame = functions.removeLast()
        for index in frame.assignments { facts.assignments[index].functionUpdates = frame.callsUpdate }
        for pending in frame.calls {
            if let name = pending.target {
                facts.calls[pending.index].target = frame.locals[name]
                if pending.wantsStyle { facts.calls[pending.index].style = frame.styles[name].map(expression) }
            }
            if let name = pending.child { facts.calls[pending.index].child = frame.locals[name] }
            for tab in pending.tabs { facts.calls[pending.index].tabs[tab.index].className = frame.locals[tab.name] }
        }
    }

    /// `name` bound to a controller of a known class in every function being walked (a function's body holds
    /// the bodies of the closures and functions nested in it).
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard !functions.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        else { return .visitChildren }
        let type: String? =
            if let call = value.as(FunctionCallExprSyntax.self) {
                source.text(of: call.calledExpression)
            } else if let cast = value.as(AsExprSyntax.self) {
                source.text(of: cast.type)
            } else {
                node.typeAnnotation.map { source.text(of: $0.type) }
            }
        if let type { for index in functions.indices { functions[index].locals[name] = type } }
        return .visitChildren
    }

    // MARK: - Calls and assignments

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = calledName(node) else { return .visitChildren }
        let kind: CallFacts.Kind?
        var target: Presented = .none
        var argument: SourceExpression?
        switch name {
        case "present", "pushViewController", "show":
            guard let first = node.arguments.first, first.label == nil else { return .visitChildren }
            kind = name == "pushViewController" ? .push : .present
            target = presented(first.expression)
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            kind = .setNeedsUpdate
            for index in functions.indices { functions[index].callsUpdate = true }
        case "attemptRotationToDeviceOrientation": kind = .attemptRotation
        case "requestGeometryUpdate":
            kind = .requestGeometryUpdate
            argument = GeometryArgument.find(in: node).map(expression)
        case "setViewControllers":
            if let tabs = node.arguments.first?.expression.as(ArrayExprSyntax.self) {
                recordTabs(tabs, owner: node.calledExpression.as(MemberAccessExprSyntax.self)?.base, at: node)
            }
            return .visitChildren
        case "setValue":
            let key = node.arguments.first { $0.label?.text == "forKey" }?.expression
            let literal = key?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            kind = literal == "orientation" ? .deviceOrientationKVC : nil
        default: kind = nil
        }
        if let kind {
            facts.calls.append(
                CallFacts(
                    kind: kind, location: location(node), enclosingClass: currentClass, target: target.known,
                    argument: argument, style: nil, availability: availability(of: Syntax(node))))
            if case .local(let local) = target {
                functions[functions.count - 1].calls.append(
                    .init(index: facts.calls.count - 1, target: local, wantsStyle: true))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let lhs = elements[0]
        let member = lhs.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? lhs.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return .visitChildren }
        if name == "rootViewController", isMainWindow(member?.base.map { source.text(of: $0) }) {
            // `window.rootViewController = …`: the root set in code, where no storyboard names one.
            let target = presented(elements[2])
            let child =
                elements[2].as(FunctionCallExprSyntax.self)?.arguments
                .first { $0.label?.text == "rootViewController" }
                .map { presented($0.expression) } ?? Presented.none
            facts.calls.append(
                CallFacts(
                    kind: .setRoot, location: location(lhs), enclosingClass: currentClass, target: target.known,
                    availability: availability(of: Syntax(node)), child: child.known))
            if target.local != nil || child.local != nil {
                functions[functions.count - 1].calls.append(
                    .init(index: facts.calls.count - 1, target: target.local, child: child.local))
            }
        }
        if name == "viewControllers", let tabs = elements[2].as(ArrayExprSyntax.self) {
            recordTabs(tabs, owner: member?.base, at: lhs)
        }
        if name == "modalPresentationStyle" {
            let base = member?.base.map { source.text(of: $0) }
            if base == nil || base == "self" {
                recordOverride(name, expression(elements[2]), forwardsTo: nil)
            } else if elements.count == 3, let variable = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                for index in functions.indices { functions[index].styles[variable] = elements[2] }
            }
        } else if functions.isEmpty {
            // Outside any function (a closure in a computed property, a SwiftUI button's action), the enclosing
            // closure or accessor is the unit that must ask UIKit to update.
            facts.assignments.append(
                AssignmentFacts(
                    name: name, location: location(lhs), function: (types.last?.name ?? "") + ".closure",
                    functionUpdates: enclosingBlock(of: Syntax(node)).map(callsUpdate) ?? false))
        } else {
            facts.assignments.append(
                AssignmentFacts(
                    name: name, location: location(lhs), function: functions[functions.count - 1].name,
                    functionUpdates: false))
            functions[functions.count - 1].assignments.append(facts.assignments.count - 1)
        }
        return .visitChildren
    }

    /// The innermost closure, accessor or code block around `node`.
    func enclosingBlock(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(ClosureExprSyntax.self) || candidate.is(AccessorBlockSyntax.self) { return candidate }
            current = candidate.parent
        }
        return nil
    }
}
