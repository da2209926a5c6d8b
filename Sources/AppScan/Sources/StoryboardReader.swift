import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A storyboard's or xib's controller graph: its controllers, the initial one, and its segues.
public struct StoryboardFacts: Sendable, Equatable {
    /// A scene's controller.
    public struct Controller: Sendable, Equatable {
        /// The storyboard's object id.
        public var id: String
        /// `customClass`, else the UIKit class of the element (`UINavigationController`).
        public var className: String
        /// Pivot's controller kind (`content`, `navigation`, `tabBar`, `container`, `player`).
        public var kind: String
        /// The element's line.
        public var line: Int
    }

    /// A segue or relationship between two controllers.
    public struct Segue: Sendable, Equatable {
        /// The source controller's class.
        public var from: String
        /// The destination controller's class.
        public var to: String
        /// The storyboard's `kind` attribute as written.
        public var kind: String
        /// Pivot's presentation style name for a modal segue, or `nil`.
        public var presentation: String?
        /// The segue's line.
        public var line: Int
        /// A relationship segue's `relationship` attribute (`rootViewController`, `viewControllers`,
        /// `masterViewController`, `detailViewController`), or `nil`.
        public var relationship: String? = nil
    }

    /// The path relative to the project folder.
    public var file: String
    /// The initial controller's class, or `nil`.
    public var initial: String?
    /// Every controller, in document order.
    public var controllers: [Controller]
    /// Every segue, in document order.
    public var segues: [Segue]

    /// Reads a storyboard or xib.
    /// - Throws: ``AppScanError`` when the data is not UTF-8 or the XML is malformed.
    public static func parse(_ data: Data, path: String) throws(AppScanError) -> StoryboardFacts {
        // Foundation's XMLParser on Linux traps on some bytes that are not UTF-8 (a 0xFF in an attribute value), so
        // they never reach it; Xcode writes storyboards and xibs in UTF-8.
        guard String(validating: data, as: UTF8.self) != nil else { throw AppScanError("not UTF-8") }
        let parser = XMLParser(data: data)
        let delegate = Delegate()
        parser.delegate = delegate
        // On Linux `parse()` can return true and still set `parserError` (an unclosed element, for one).
        guard parser.parse(), parser.parserError == nil else {
            let code = parser.parserError.map { " (XMLParser error \(($0 as NSError).code))" } ?? ""
            throw AppScanError("line \(parser.lineNumber): malformed XML\(code)")
        }
        let classes = Dictionary(delegate.controllers.map { ($0.id, $0.className) }, uniquingKeysWith: { a, _ in a })
        let segues = delegate.segues.compactMap { raw -> Segue? in
            guard let to = classes[raw.destination] else { return nil }
            return Segue(
                from: classes[raw.source] ?? raw.source, to: to, kind: raw.kind, presentation: raw.presentation,
                line: raw.line, relationship: raw.relationship)
        }
        return StoryboardFacts(
            file: path, initial: delegate.initial.flatMap { classes[$0] }, controllers: delegate.controllers,
            segues: segues)
    }

    /// The UIKit class and Pivot kind of each controller element Interface Builder writes.
    static let elements: [String: (className: String, kind: String)] = [
        "viewController": ("UIViewController", "content"),
        "tableViewController": ("UITableViewController", "content"),
        "collectionViewController": ("UICollectionViewController", "content"),
        "navigationController": ("UINavigationController", "navigation"),
        "tabBarController": ("UITabBarController", "tabBar"),
        "pageViewController": ("UIPageViewController", "container"),
        "splitViewController": ("UISplitViewController", "container"),
        "avPlayerViewController": ("AVPlayerViewController", "player"),
        "hostingController": ("UIHostingController", "content"),
    ]

    /// Interface Builder's `modalPresentationStyle` values and Pivot's names for them.
    static let styles: [String: String] = [
        "fullScreen": "fullScreen", "overFullScreen": "overFullScreen", "pageSheet": "pageSheet",
        "formSheet": "formSheet", "currentContext": "currentContext", "overCurrentContext": "overCurrentContext",
    ]

    private final class Delegate: NSObject, XMLParserDelegate {
        struct RawSegue {
            var source: String
            var destination: String
            var kind: String
            var presentation: String?
            var line: Int
            var relationship: String?
        }
        var initial: String?
        var controllers: [Controller] = []
        var segues: [RawSegue] = []
        var stack: [String?] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if elementName == "document" { initial = attributes["initialViewController"] }
            var controllerID: String?
            if let element = StoryboardFacts.elements[elementName], let id = attributes["id"] {
                controllerID = id
                controllers.append(
                    Controller(
                        id: id, className: attributes["customClass"] ?? element.className, kind: element.kind,
                        line: parser.lineNumber))
            }
            if elementName == "segue", let source = stack.last(where: { $0 != nil }) ?? nil,
                let destination = attributes["destination"]
            {
                let kind = attributes["kind"] ?? "custom"
                let presentation: String? =
                    switch kind {
                    case "popoverPresentation": "popover"
                    case "presentation", "modal":
                        attributes["modalPresentationStyle"].flatMap { StoryboardFacts.styles[$0] }
                    default: nil
                    }
                segues.append(
                    RawSegue(
                        source: source, destination: destination, kind: kind, presentation: presentation,
                        line: parser.lineNumber, relationship: attributes["relationship"]))
            }
            stack.append(controllerID)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }
    }
}
