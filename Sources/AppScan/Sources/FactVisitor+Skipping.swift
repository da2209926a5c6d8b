import SwiftSyntax

/// The bodies the walk does not enter.
///
/// Why no fact is lost. A fact comes from one of the visitor's `visit` methods, each of which acts only on a node
/// that holds one of ``FactWords``'s words of kind `fact` or `localUse` (a call, override, assignment target or
/// delegate label by name, or `class`), with three exceptions: a `let` or `var` outside any function is a stored
/// value; a `let` or `var` inside a function binds a local, which a call of the function (or of a function around
/// it) may name later (`present(vc…)`); and every assignment is recorded (`visit(_: SequenceExprSyntax)`). So a
/// statement, member or body (code block, closure, accessor block, initializer value) is skipped only when its bytes
/// hold no `fact` or `localUse` word, and no `let` or `var` either, unless it is inside a function whose bytes hold
/// no `localUse` word (the calls that take a local are in the outermost function around the body, so it is the one
/// asked).
/// Facts outside the body are unchanged: the walk's state after a skipped body is what it was before it, as the
/// body would have changed it only through a local, a style (`modalPresentationStyle`), an update call
/// (`setNeedsUpdate…`) or a class; each needs a word. What a skipped body loses is its assignments, which matter
/// only to `mask-change-without-update` and only for a name a mask override or delegate mentions and a stored
/// variable holds: ``SkippedWords`` keeps the skipped bodies' words, and `ProjectScanner` walks again, in full, every
/// file whose skipped bodies may mention such a name.
extension FactVisitor {
    /// `.skipChildren` for a `node` that holds no fact, recording its bytes; `.visitChildren` otherwise, and always
    /// when the walk reads every body.
    func skipUnlessFacts(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard let words else { return .visitChildren }
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        if words.contains(.fact, in: range) { return .visitChildren }
        let bindingsMatter = functions.isEmpty || functions[0].takesLocals
        if bindingsMatter, words.contains(.binding, in: range) { return .visitChildren }
        skipped.append(range)
        return .skipChildren
    }

    /// Starts walking the function `name` declared by `node`.
    func enterFunction(_ name: String, _ node: some SyntaxProtocol) {
        let takesLocals =
            words?.contains(.localUse, in: node.position.utf8Offset..<node.endPosition.utf8Offset) ?? true
        functions.append(FunctionFrame(name: name, takesLocals: takesLocals))
    }
}
