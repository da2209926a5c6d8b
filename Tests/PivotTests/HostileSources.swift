import Foundation

/// Hostile contents for the source files of a project given to `pivot app`: deep nesting of every kind the Swift,
/// Objective-C and XML readers recurse through, huge literals and lines, bytes that are not UTF-8, and XML entities
/// that expand or point at devices. Counts are drawn on both sides of the limits (`SwiftNestingLimit`) and up to a
/// few MB, below the 10 MB a file may have.
enum HostileSources {
    /// A hostile text for a file with `pathExtension` (`swift`, `m`, `h`, `storyboard`), or for the whole of
    /// `original` with a hostile part put in it, and a description.
    static func make(
        for pathExtension: String, original: [UInt8], using random: inout some RandomNumberGenerator
    ) -> ([UInt8], String) {
        let count = [4, 12, 13, 20, 200, 257, 1000, 5000, 50000].randomElement(using: &random)!
        let (part, description): (String, String)
        switch pathExtension {
        case "swift": (part, description) = swift(count: count, using: &random)
        case "m", "h": (part, description) = objectiveC(count: count, using: &random)
        default: (part, description) = storyboard(count: count, using: &random)
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return (Array(part.utf8), "\(description), alone")
        case 1:
            // In the middle of the file, at a line break, so the rest still reads.
            let breaks = original.indices.filter { original[$0] == 0x0A }
            let at = breaks.randomElement(using: &random).map { $0 + 1 } ?? original.count
            return (Array(original[..<at]) + Array((part + "\n").utf8) + original[at...], "\(description), at \(at)")
        case 2:
            // Bytes that are not UTF-8 (a lone continuation byte, an overlong form, a surrogate, 0xFF) or a NUL.
            let bytes: [[UInt8]] = [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF], [0x00]]
            let chosen = bytes.randomElement(using: &random)!
            let at = Int.random(in: 0...original.count, using: &random)
            return (Array(original[..<at]) + chosen + original[at...], "bytes \(chosen) at \(at)")
        default:
            // The file's own text with carriage returns only, a byte-order mark, and its last bytes cut.
            let cut = Int.random(in: 0...min(64, original.count), using: &random)
            let text = original.dropLast(cut).map { $0 == 0x0A ? 0x0D : $0 }
            return ([0xEF, 0xBB, 0xBF] + text, "CR line ends, BOM, last \(cut) bytes cut")
        }
    }

    // MARK: - Private

    private static func swift(count: Int, using random: inout some RandomNumberGenerator) -> (String, String) {
        func repeated(_ text: String, _ times: Int = count) -> String { String(repeating: text, count: times) }
        let choices: [(String, String)] = [
            ("let z = " + repeated("[") + repeated("]"), "\(count) [ nested"),
            ("let z = " + repeated("(") + "1" + repeated(")"), "\(count) ( nested"),
            ("let z = " + repeated("{ ") + repeated(" }"), "\(count) closures nested"),
            ("let z = " + repeated("[(") + repeated(")]"), "\(count) [( nested"),
            ("let z: " + repeated("A<") + "Int" + repeated(">"), "\(count) generic arguments nested"),
            ("let z = " + repeated("try ") + "x", "\(count) try"),
            ("let z = x" + repeated(".a"), "a chain of \(count) members"),
            ("let z = x" + repeated("\n    .a()"), "\(count) modifiers on their own lines"),
            ("let z = x" + repeated("[0]"), "a chain of \(count) subscripts"),
            ("func f() { if a {}" + repeated(" else if a {}") + " }", "\(count) else if"),
            (repeated("#if A\n") + repeated("#endif\n"), "\(count) #if nested"),
            ("let z = " + repeated("\"\\(") + "1" + repeated(")\""), "\(count) interpolations nested"),
            (repeated("/* ") + repeated(" */"), "\(count) comments nested"),
            ("let z = \"" + repeated("w", count * 100) + "\"", "a string of \(count * 100) bytes"),
            ("let z = " + repeated("9", count * 10) + ".5e" + repeated("9", 400), "a number of \(count * 10) digits"),
            ("let z = 1" + repeated(" + 1"), "a sum of \(count) terms"),
            ("let z = \"" + repeated("x"), "an unterminated string"),
            ("class A {" + repeated("\n    func f() {"), "\(count) unclosed functions"),
        ]
        return choices.randomElement(using: &random)!
    }

    private static func objectiveC(count: Int, using random: inout some RandomNumberGenerator) -> (String, String) {
        func repeated(_ text: String, _ times: Int = count) -> String { String(repeating: text, count: times) }
        let choices: [(String, String)] = [
            ("void f(void) { " + repeated("[x ") + "y" + repeated("]") + "; }", "\(count) messages nested"),
            ("void f(void) { " + repeated("{ ") + repeated("} ") + "}", "\(count) blocks nested"),
            ("void f(void) { id a = " + repeated("@[") + repeated("]") + "; }", "\(count) array literals nested"),
            ("void f(void) { id a = " + repeated("^{ ") + repeated("}") + "; }", "\(count) block literals nested"),
            (repeated("#if A\n") + repeated("#endif\n"), "\(count) #if nested"),
            ("#define A " + repeated("B", count * 100), "a macro of \(count * 100) bytes"),
            ("NSString *s = @\"" + repeated("w", count * 100) + "\";", "a string of \(count * 100) bytes"),
            (repeated("/* "), "\(count) unterminated comments"),
            ("@interface A : UIViewController\n" + repeated("- (void)f;\n"), "\(count) methods, no @end"),
            (
                "- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return " + repeated("(") + "1",
                "an orientation override with \(count) ( open"
            ),
        ]
        return choices.randomElement(using: &random)!
    }

    private static func storyboard(count: Int, using random: inout some RandomNumberGenerator) -> (String, String) {
        func repeated(_ text: String, _ times: Int = count) -> String { String(repeating: text, count: times) }
        let head = #"<?xml version="1.0" encoding="UTF-8"?>"#
        let choices: [(String, String)] = [
            (
                head + "<document><scenes>" + repeated("<view>") + repeated("</view>") + "</scenes></document>",
                "\(count) views nested"
            ),
            (
                head + #"<document><scenes><scene sceneID=""# + repeated("w", count * 100)
                    + #""/></scenes></document>"#,
                "an attribute of \(count * 100) bytes"
            ),
            (
                head + #"<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">"#
                    + (1...9).map {
                        #"<!ENTITY \#(Character(UnicodeScalar(97 + $0)!)) "\#(repeated("&\(Character(UnicodeScalar(96 + $0)!));", 10))">"#
                    }
                    .joined() + #"]><document><scenes><scene sceneID="&j;"/></scenes></document>"#,
                "entities expanding to 10⁹ bytes"
            ),
            (
                head + #"<!DOCTYPE d [<!ENTITY z SYSTEM "/dev/zero">]><document>&z;</document>"#,
                "an entity of /dev/zero"
            ),
            (head + "<document><scenes>" + repeated("<scene>"), "\(count) scenes unclosed"),
        ]
        return choices.randomElement(using: &random)!
    }
}
