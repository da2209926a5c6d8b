import AppScan
import Orientation
import PivotJSON
import Testing

/// Objective-C assignments through a dotted path (`vc.modalPresentationStyle = …`, `self.lockedMask = …`) and the
/// setter message (`[vc setModalPresentationStyle:…]`): the lexer keeps a dotted path as one word, so the reader
/// must look inside it.
struct ObjCPathTests {
    func screen(_ target: JSONValue?, _ controller: String, _ device: String) -> JSONValue? {
        target?["screens"]?.items.first {
            $0["controller"]?.text == controller && $0["device"]?.text == device && $0["iosVersion"]?.text == "18.0"
        }
    }

    /// The fixture presents `PlayerViewController` after `player.modalPresentationStyle = …FullScreen` and
    /// `GalleryViewController` after `[gallery setModalPresentationStyle:…OverFullScreen]`: both cover the screen,
    /// so on an iPhone each decides the orientation with its own mask. A style not seen would leave UIKit's
    /// default page sheet, and the presenter's mask.
    @Test func stylesSetThroughADottedPathOrASetterDecideThePresentation() throws {
        let result = scanFixture("ObjCPaths")
        #expect(result.problems.isEmpty)
        let json = result.report.json
        let target = try #require(json["targets"]?.items.first)
        #expect(screen(target, "HomeViewController", "iphone")?["orientations"] == strings(["portrait"]))
        let player = try #require(screen(target, "PlayerViewController", "iphone"))
        #expect(player["orientations"] == strings(["landscapeRight", "landscapeLeft"]))
        #expect(player["crash"] == .bool(false) && player["dependsOnRuntime"] == .bool(false))
        let gallery = try #require(screen(target, "GalleryViewController", "iphone"))
        #expect(gallery["orientations"] == strings(["landscapeRight"]))
        // On an iPad that does not require full screen, the app's mask decides whatever the style.
        #expect(
            screen(target, "PlayerViewController", "ipad")?["orientations"]
                == strings(["portrait", "landscapeRight", "landscapeLeft", "portraitUpsideDown"]))
    }

    /// `[self setModalPresentationStyle:…]` in the implementation is the class's own style, reported with its line
    /// even though the `@interface` is in the header.
    @Test func aSetterMessageToSelfIsTheClassStyle() throws {
        let target = try #require(scanFixture("ObjCPaths").report.json["targets"]?.items.first)
        let gallery = try #require(target["controllers"]?.first("name", "GalleryViewController"))
        #expect(gallery["file"] == .string("App/GalleryViewController.h") && gallery["line"] == .number(3))
        #expect(
            gallery["modalPresentationStyle"]
                == .object([
                    "value": .string("pageSheet"), "dynamic": .bool(false),
                    "expression": .string("UIModalPresentationPageSheet"),
                    "file": .string("App/GalleryViewController.m"), "line": .number(7),
                ]))
    }

    @Test func aDottedAssignmentNamesItsLastComponent() {
        let facts = ObjCSourceReader.facts(
            in: """
                @implementation Player
                - (void)unlock {
                    self.lockedMask = UIInterfaceOrientationMaskAll;
                    _otherMask = UIInterfaceOrientationMaskAll;
                    player.modalPresentationStyle = UIModalPresentationFullScreen;
                }
                @end
                """, path: "Player.m")
        #expect(facts.assignments.map(\.name) == ["lockedMask", "otherMask"])
        #expect(facts.assignments.map(\.location.line) == [3, 4])
    }
}
