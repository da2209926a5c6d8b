import AppScan
import Foundation
import Testing

/// A storyboard with bytes that are not UTF-8 is one problem, not a trap: Foundation's XMLParser on Linux traps
/// (an illegal instruction) on a 0xFF in an element's or an attribute's name (found by the `pivot app` fuzz
/// campaign, seed 2: `customCla\xFFss=`).
struct StoryboardUTF8Tests {
    static let documents: [(prefix: String, suffix: String)] = [
        (#"<document><scenes><scene sceneID="a"><objects><viewController id="b" customCla"#, #"ss="Home"/>"#),
        ("<docu", "ment/>"),
    ]

    @Test(arguments: [[0xFF], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] as [[UInt8]], [0, 1])
    func aStoryboardThatIsNotUTF8IsRefused(bytes: [UInt8], document: Int) throws {
        let (prefix, suffix) = Self.documents[document]
        let data = Data(Array(prefix.utf8) + bytes + Array(suffix.utf8))
        #expect(throws: AppScanError("not UTF-8")) { try StoryboardFacts.parse(data, path: "Main.storyboard") }
    }

    /// The same character as UTF-8 (ÿ is U+00FF) is a name character, and the document is read.
    @Test func theSameStoryboardInUTF8IsRead() throws {
        let text =
            #"<document><scenes><scene sceneID="a"><objects><viewController id="b" customClass="Home""#
            + #" ÿ="1"/></objects></scene></scenes></document>"#
        let facts = try StoryboardFacts.parse(Data(text.utf8), path: "Main.storyboard")
        #expect(facts.controllers.map(\.className) == ["Home"])
    }
}
