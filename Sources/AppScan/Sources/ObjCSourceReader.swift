import Orientation

/// Extracts ``SourceFacts`` from an Objective-C `.m` or `.h` file with a small lexer that skips comments, string
/// contents and preprocessor lines, then reads `@interface`/`@implementation` blocks and method bodies.
public enum ObjCSourceReader {
    /// The facts of `source`, whose path relative to the project folder is `path`.
    public static func facts(in source: String, path: String) -> SourceFacts {
        var reader = Reader(tokens: ObjCLexer.tokens(source), path: path)
        reader.read()
        return reader.facts
    }
}

/// The Objective-C constants the scanner knows, by Pivot's name.
private let objcConstants: [String: ValueExpression] = [
    "UIInterfaceOrientationMaskPortrait": .names(["portrait"]),
    "UIInterfaceOrientationMaskPortraitUpsideDown": .names(["portraitUpsideDown"]),
    "UIInterfaceOrientationMaskLandscapeLeft": .names(["landscapeLeft"]),
    "UIInterfaceOrientationMaskLandscapeRight": .names(["landscapeRight"]),
    "UIInterfaceOrientationMaskLandscape": .names(["landscape"]),
    "UIInterfaceOrientationMaskAll": .names(["all"]),
    "UIInterfaceOrientationMaskAllButUpsideDown": .names(["allButUpsideDown"]),
    "UIInterfaceOrientationPortrait": .names(["portrait"]),
    "UIInterfaceOrientationPortraitUpsideDown": .names(["portraitUpsideDown"]),
    "UIInterfaceOrientationLandscapeLeft": .names(["landscapeLeft"]),
    "UIInterfaceOrientationLandscapeRight": .names(["landscapeRight"]),
    "UIModalPresentationFullScreen": .names(["fullScreen"]),
    "UIModalPresentationOverFullScreen": .names(["overFullScreen"]),
    "UIModalPresentationPageSheet": .names(["pageSheet"]),
    "UIModalPresentationFormSheet": .names(["formSheet"]),
    "UIModalPresentationPopover": .names(["popover"]),
    "UIModalPresentationCurrentContext": .names(["currentContext"]),
    "UIModalPresentationOverCurrentContext": .names(["overCurrentContext"]),
    "UIModalPresentationAutomatic": .names(["automatic"]),
    "YES": .bool(true), "NO": .bool(false), "true": .bool(true), "false": .bool(false),
]

/// The methods whose return value is an orientation answer, by selector.
private let answerSelectors: [String: String] = [
    "supportedInterfaceOrientations": "supportedInterfaceOrientations",
    "preferredInterfaceOrientationForPresentation": "preferredInterfaceOrientationForPresentation",
    "shouldAutorotate": "shouldAutorotate",
    "modalPresentationStyle": "modalPresentationStyle",
]

private struct Reader {
    let tokens: [ObjCToken]
    let path: String
    var facts = SourceFacts()
    var index = 0
    var currentClass: String?

    init(tokens: [ObjCToken], path: String) {
        self.tokens = tokens
        self.path = path
    }

    func location(_ token: ObjCToken) -> SourceLocation { SourceLocation(file: path, line: token.line) }

    func word(_ offset: Int) -> String? {
        index + offset < tokens.count && tokens[index + offset].kind != .string ? tokens[index + offset].text : nil
    }

    mutating func read() {
        while index < tokens.count {
            let token = tokens[index]
            switch (token.text, currentClass) {
            case ("@", _) where word(1) == "interface":
                readInterface()
            case ("@", _) where word(1) == "implementation":
                currentClass = word(2)
                index += 3
            case ("@", _) where word(1) == "end":
                currentClass = nil
                index += 2
            case ("-", .some), ("+", .some):
                readMethod()
            case ("static", _):
                readStatic()
            default:
                index += 1
            }
        }
    }

    /// `@interface Name : Super <P, Q>`; a class extension (`Name ()`) adds nothing.
    mutating func readInterface() {
        guard let name = word(2) else {
            index += 2
            return
        }
        let nameToken = tokens[index + 2]
        index += 3
        guard word(0) == ":", let superclass = word(1) else { return }
        index += 2
        var protocols: [String] = []
        if word(0) == "<" {
            while index < tokens.count, tokens[index].text != ">" {
                if tokens[index].kind == .word { protocols.append(tokens[index].text) }
                index += 1
            }
        }
        facts.classes.append(
            ClassFacts(name: name, superclass: superclass, protocols: protocols, location: location(nameToken)))
    }

    /// `static TYPE name = VALUE;` at file scope: a stored value (a constant with `const`).
    mutating func readStatic() {
        var end = index
        while end < tokens.count, tokens[end].text != ";", tokens[end].text != "{" { end += 1 }
        let statement = tokens[index..<min(end, tokens.count)]
        index = end + 1
        guard let equals = statement.firstIndex(where: { $0.text == "=" }), equals > statement.startIndex,
            tokens[equals - 1].kind == .word
        else { return }
        let name = tokens[equals - 1].text
        let value = Array(tokens[(equals + 1)..<min(end, tokens.count)])
        facts.stored.append(
            StoredFacts(
                name: name, isConstant: statement.contains { $0.text == "const" },
                initial: expression(value, at: tokens[equals - 1]).value, updatesWhenSet: false))
    }

    /// A method: its selector, then its body's answer, calls and assignments.
    mutating func readMethod() {
        let start = tokens[index]
        index += 1
        var selector = ""
        var labels: [String] = []
        var depth = 0
        while index < tokens.count, tokens[index].text != "{", tokens[index].text != ";" {
            let token = tokens[index]
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0, token.kind == .word, index + 1 < tokens.count, tokens[index + 1].text == ":" {
                labels.append(token.text)
            } else if depth == 0, token.kind == .word, selector.isEmpty, labels.isEmpty {
                selector = token.text
            }
            index += 1
        }
        guard index < tokens.count, tokens[index].text == "{" else {
            index += 1
            return
        }
        if !labels.isEmpty { selector = labels.joined(separator: ":") + ":" }
        let bodyStart = index + 1
        var braces = 1
        index += 1
        while index < tokens.count, braces > 0 {
            if tokens[index].text == "{" { braces += 1 } else if tokens[index].text == "}" { braces -= 1 }
            index += 1
        }
        let body = Array(tokens[bodyStart..<max(bodyStart, index - 1)])
        readBody(body, selector: selector, start: start)
    }

    mutating func readBody(_ body: [ObjCToken], selector: String, start: ObjCToken) {
        let className = currentClass ?? ""
        let answer = returnedValue(body, start: start)
        if let property = answerSelectors[selector], let answer {
            if let index = facts.classes.lastIndex(where: { $0.name == className }) {
                set(property, answer, on: &facts.classes[index])
            } else {
                var declaration = ClassFacts(name: className, superclass: nil, protocols: [], location: location(start))
                set(property, answer, on: &declaration)
                facts.classes.append(declaration)
            }
        }
        if selector.hasPrefix("application:supportedInterfaceOrientationsForWindow"), let answer {
            facts.delegates.append(
                DelegateFacts(role: .app, className: className, location: location(start), orientations: answer))
        }
        let updates = body.contains { $0.text == "setNeedsUpdateOfSupportedInterfaceOrientations" }
        var locals: [String: String] = [:]
        var styles: [String: SourceExpression] = [:]
        var availability: [(depth: Int, range: Availability)] = []
        var pending: (Availability, Availability)?
        var elseRange: Availability?
        var depth = 0
        for (offset, token) in body.enumerated() {
            func text(_ delta: Int) -> String? {
                offset + delta < body.count && offset + delta >= 0 ? body[offset + delta].text : nil
            }
            let current = availability.last?.range ?? .always
            switch token.text {
            case "{":
                depth += 1
                if let (then, _) = pending {
                    availability.append((depth, then))
                } else if let range = elseRange, text(-1) == "else" {
                    availability.append((depth, range))
                }
                elseRange = nil
            case "}":
                if let last = availability.last, last.depth == depth {
                    availability.removeLast()
                    if let (_, otherwise) = pending { elseRange = otherwise }
                }
                if pending != nil, availability.last?.depth != depth { pending = nil }
                depth -= 1
            case "@" where text(1) == "available" && text(3) == "iOS":
                if let version = text(4).flatMap(IOSVersion.init) {
                    pending = (current.narrowed(minimum: version), current.narrowed(below: version))
                }
            case "*"
            where text(-1).map(isTypeName) == true && offset + 1 < body.count && body[offset + 1].kind == .word:
                locals[body[offset + 1].text] = text(-1)
            case "alloc" where text(-2) == "[" && text(-3) == "[":
                if let name = text(-1), let variable = text(-6), text(-5) == "=" || text(-4) == "=" {
                    locals[variable] = locals[variable] ?? name
                }
            case "modalPresentationStyle" where text(-1) == "." && text(1) == "=":
                // `[Player new].modalPresentationStyle = …`: the lexer splits the path after a bracket.
                if let variable = text(-2) {
                    let value = Array(body[(offset + 2)...].prefix { $0.text != ";" })
                    assignStyle(expression(value, at: token), to: variable, in: className, styles: &styles)
                }
            case let path where path.hasSuffix(".modalPresentationStyle") && text(1) == "=":
                // `vc.modalPresentationStyle = …` (the lexer keeps a dotted path as one word).
                let value = Array(body[(offset + 2)...].prefix { $0.text != ";" })
                let variable = String(path.dropLast(".modalPresentationStyle".count))
                assignStyle(expression(value, at: token), to: variable, in: className, styles: &styles)
            case "setModalPresentationStyle" where text(-2) == "[" && text(1) == ":":
                // `[vc setModalPresentationStyle:…]`, the same assignment as a message.
                if let variable = text(-1) {
                    let value = Array(body[(offset + 2)...].prefix { $0.text != "]" })
                    assignStyle(expression(value, at: token), to: variable, in: className, styles: &styles)
                }
            case "presentViewController", "pushViewController":
                guard text(1) == ":", let argument = text(2) else { break }
                let target: String? =
                    argument == "[" && text(3) == "[" ? text(4) : locals[argument]
                facts.calls.append(
                    CallFacts(
                        kind: token.text == "pushViewController" ? .push : .present, location: location(token),
                        enclosingClass: className, target: target, argument: nil,
                        style: styles[argument], availability: current))
            case let name
            where name.split(separator: ".").last == "rootViewController" && text(1) == "="
                && isMainWindow(name.split(separator: ".").dropLast().joined(separator: ".")):
                // `self.window.rootViewController = [Root new]` (the lexer keeps a dotted path as one word),
                // `[[Root alloc] init…]` or a local; a navigation controller's `initWithRootViewController:` child.
                func created(at index: Int) -> String? {
                    guard let first = text(index) else { return nil }
                    if first == "[" { return text(index + 1) == "[" ? text(index + 2) : text(index + 1) }
                    return locals[first]
                }
                let statement = body[offset...].prefix { $0.text != ";" }
                let child = statement.firstIndex { $0.text == "initWithRootViewController" }.flatMap {
                    text($0 - offset + 1) == ":" ? created(at: $0 - offset + 2) : nil
                }
                facts.calls.append(
                    CallFacts(
                        kind: .setRoot, location: location(token), enclosingClass: className, target: created(at: 2),
                        availability: current, child: child))
            case "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
                "requestGeometryUpdateWithPreferences":
                let kind: CallFacts.Kind =
                    switch token.text {
                    case "setNeedsUpdateOfSupportedInterfaceOrientations": .setNeedsUpdate
                    case "attemptRotationToDeviceOrientation": .attemptRotation
                    default: .requestGeometryUpdate
                    }
                var argument: SourceExpression?
                if kind == .requestGeometryUpdate,
                    let mask = body[offset...].firstIndex(where: { $0.text == "initWithInterfaceOrientations" })
                {
                    let value = Array(body[(mask + 2)...].prefix { $0.text != "]" })
                    argument = expression(value, at: body[mask])
                }
                facts.calls.append(
                    CallFacts(
                        kind: kind, location: location(token), enclosingClass: className, target: nil,
                        argument: argument, style: nil, availability: current))
            case "orientation" where token.kind == .string && (text(-2) == "forKey" || text(-3) == "forKey"):
                facts.calls.append(kvc(token, className, current))
            case "setOrientation" where text(1) == ":" && text(-2) == "selector":
                facts.calls.append(kvc(token, className, current))
            case "=" where text(1) != "=" && text(-1) != "=" && text(-1) != "!" && text(-1) != "<" && text(-1) != ">":
                // The assigned name is the path's last component (`self.lockedMask = …` assigns `lockedMask`), as
                // the Swift reader names a member assignment.
                if let path = text(-1), offset > 0, body[offset - 1].kind == .word,
                    let name = path.split(separator: ".").last.map(String.init), name != "modalPresentationStyle"
                {
                    facts.assignments.append(
                        AssignmentFacts(
                            name: stripUnderscore(name), location: location(body[offset - 1]),
                            function: className + "." + selector, functionUpdates: updates))
                }
            default: break
            }
        }
    }

    /// A presentation style assigned to `variable`: the class's own when it is `self`, else the style a later
    /// `presentViewController:` of that variable uses.
    mutating func assignStyle(
        _ style: SourceExpression, to variable: String, in className: String, styles: inout [String: SourceExpression]
    ) {
        guard variable == "self" else {
            styles[variable] = style
            return
        }
        if let index = facts.classes.lastIndex(where: { $0.name == className }) {
            facts.classes[index].modalPresentationStyle = style
        } else {
            // The `@interface` is in a header: the implementation's answers are merged with it by name.
            var declaration = ClassFacts(
                name: className, superclass: nil, protocols: [], location: style.location)
            declaration.modalPresentationStyle = style
            facts.classes.append(declaration)
        }
    }

    func kvc(_ token: ObjCToken, _ className: String, _ availability: Availability) -> CallFacts {
        CallFacts(
            kind: .deviceOrientationKVC, location: location(token), enclosingClass: className, target: nil,
            argument: nil, style: nil, availability: availability)
    }

    func set(_ property: String, _ value: SourceExpression, on declaration: inout ClassFacts) {
        switch property {
        case "supportedInterfaceOrientations": declaration.supportedOrientations = value
        case "preferredInterfaceOrientationForPresentation": declaration.preferredOrientation = value
        case "shouldAutorotate": declaration.shouldAutorotate = value
        default: declaration.modalPresentationStyle = value
        }
    }

    /// The single `return` value of a body, or the whole body as a dynamic expression when there are several.
    func returnedValue(_ body: [ObjCToken], start: ObjCToken) -> SourceExpression? {
        let returns = body.indices.filter { body[$0].text == "return" }
        guard !body.isEmpty else { return nil }
        if returns.count == 1 {
            let value = Array(body[(returns[0] + 1)...].prefix { $0.text != ";" })
            return expression(value, at: body[returns[0]])
        }
        return SourceExpression(
            value: .unknown, text: joined(body), location: location(body[0]),
            names: Set(body.filter { $0.kind == .word }.map { stripUnderscore($0.text) }))
    }

    /// What the scanner makes of a run of tokens: constants joined by `|`, one identifier, or unknown.
    func expression(_ value: [ObjCToken], at token: ObjCToken) -> SourceExpression {
        var names: [String] = []
        var parsed: ValueExpression = .unknown
        let words = value.filter { $0.text != "(" && $0.text != ")" }
        if words.count == 1, let only = words.first, only.kind == .word {
            parsed =
                objcConstants[only.text]
                ?? .reference(stripUnderscore(only.text.split(separator: ".").last.map(String.init) ?? only.text))
        } else if !words.isEmpty, words.enumerated().allSatisfy({ $0.offset % 2 == 1 ? $0.element.text == "|" : true })
        {
            for (position, word) in words.enumerated() where position % 2 == 0 {
                guard case .names(let inner) = objcConstants[word.text] else {
                    names = []
                    break
                }
                names += inner
            }
            if !names.isEmpty { parsed = .names(names) }
        }
        return SourceExpression(
            value: parsed, text: joined(value), location: location(value.first ?? token),
            names: Set(value.filter { $0.kind == .word }.map { stripUnderscore($0.text) }))
    }

    func joined(_ value: [ObjCToken]) -> String {
        let text = value.map { $0.kind == .string ? "@\"\($0.text)\"" : $0.text }.joined(separator: " ")
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }
}

/// `_lockedMask` → `lockedMask`: an instance variable and its property are one stored value.
private func stripUnderscore(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

/// Whether `name` looks like a class name (`PlayerViewController *vc`).
private func isTypeName(_ name: String) -> Bool { name.first?.isUppercase == true }
