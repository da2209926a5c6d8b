import Foundation
import TestSupport
import Testing

@testable import Orientation

/// The reference in `docs/` cannot drift from the code: every option of every command (as swift-argument-parser
/// itself describes them, `pivot --experimental-dump-help`) must be named in that command's section of
/// `docs/commands.md`, and every key, controller kind and step the scenario parser accepts must be named in
/// `docs/scenarios.md`.
struct ReferenceDocsTests {
    static let docs = Fixture.repositoryRoot.appendingPathComponent("docs")

    @Test func everyOptionOfEveryCommandIsInTheCommandsReference() throws {
        let run = try Subprocess.pivot(["--experimental-dump-help"])
        try #require(run.status == 0, "\(run.stderr)")
        let dump = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let root = try #require(dump["command"] as? [String: Any])
        let commands = try #require(root["subcommands"] as? [[String: Any]])
        let reference = try String(contentsOf: Self.docs.appendingPathComponent("commands.md"), encoding: .utf8)
        var checked = 0
        for command in commands {
            let name = try #require(command["commandName"] as? String)
            guard name != "help" else { continue }
            let section = Self.sections(of: reference, headingContaining: "`pivot \(name)")
            #expect(!section.isEmpty, "docs/commands.md has no section for pivot \(name)")
            for option in Self.longOptions(of: command) {
                checked += 1
                #expect(Self.names(option, in: section), "pivot \(name) \(option) is not in docs/commands.md")
            }
        }
        #expect(checked > 60, "the dump lists the commands' options (\(checked) found)")
    }

    @Test func everyScenarioKeyIsInTheScenariosReference() throws {
        let reference = try String(contentsOf: Self.docs.appendingPathComponent("scenarios.md"), encoding: .utf8)
        var words: [(String, String)] = []
        words += ScenarioReader.topLevelKeys.map { ($0, "top-level key") }
        words += ScenarioReader.appKeys.map { ($0, "app key") }
        words += ScenarioReader.windowKeys.map { ($0, "window key") }
        words += ScenarioReader.commonKeys.map { ($0, "controller key") }
        words += ScenarioReader.kindKeys.flatMap { kind, keys in keys.map { ($0, "\(kind.rawValue) key") } }
        words += ControllerSpec.Kind.allCases.map { ($0.rawValue, "controller kind") }
        words += ScenarioStepKind.all.map { ($0.name, "step") }
        words += ScenarioStepKind.all.flatMap { step in step.modifiers.map { ($0, "\(step.name) step key") } }
        #expect(words.count > 50)
        for (word, role) in words {
            #expect(Self.quotes(word, in: reference), "the \(role) \"\(word)\" is not in docs/scenarios.md")
        }
    }

    /// The check itself: a word counts only as a whole, quoted token, so `--scale` is not found in `--scale-x`
    /// nor `on` in `"onTop"`.
    @Test func aNameCountsOnlyAsAWholeToken() {
        #expect(Self.names("--scale", in: "`--scale S`"))
        #expect(!Self.names("--scale", in: "`--scale-x S`"))
        #expect(Self.quotes("on", in: #"{"select": 1, "on": "tabs"}"#))
        #expect(Self.quotes("on", in: "the `on` key"))
        #expect(Self.quotes("delegateOrientations", in: "`app.delegateOrientations`"))
        #expect(!Self.quotes("on", in: #"{"onTop": 1} on the left"#))
    }

    /// The long option names (`--out`) of one command in the dump, without `--help` and `--version`.
    private static func longOptions(of command: [String: Any]) -> [String] {
        let arguments = command["arguments"] as? [[String: Any]] ?? []
        return arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard name["kind"] as? String == "long", let text = name["name"] as? String,
                    !["help", "version"].contains(text)
                else { return nil }
                return "--" + text
            }
        }
    }

    /// The `## ` sections of `markdown` whose heading line contains `text`, joined.
    private static func sections(of markdown: String, headingContaining text: String) -> String {
        markdown.components(separatedBy: "\n## ").dropFirst()
            .filter { $0.prefix { $0 != "\n" }.contains(text) }
            .joined(separator: "\n")
    }

    /// Whether `option` appears in `text` not followed by more of a name.
    private static func names(_ option: String, in text: String) -> Bool {
        text.contains(try! Regex(NSRegularExpression.escapedPattern(for: option) + #"(?![\w-])"#))
    }

    /// Whether `word` appears in `text` in double quotes or backticks, alone or as the last part of a key path
    /// (`` `app.delegateOrientations` ``).
    private static func quotes(_ word: String, in text: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.contains(try! Regex("\"\(escaped)\"|[`.]\(escaped)`"))
    }
}
