import Foundation

/// The orientation keys of an `Info.plist`, in XML or binary form.
public struct InfoPlist: Sendable, Equatable {
    /// One key's value and where it is written.
    public struct Entry<Value: Sendable & Equatable>: Sendable, Equatable {
        /// The value.
        public var value: Value
        /// The key's line (`nil` in a binary plist).
        public var line: Int?
    }

    /// `UISupportedInterfaceOrientations`: Pivot's orientation names.
    public var orientations: Entry<[String]>?
    /// `UISupportedInterfaceOrientations~ipad`.
    public var orientationsPad: Entry<[String]>?
    /// `UISupportedInterfaceOrientations~iphone`.
    public var orientationsPhone: Entry<[String]>?
    /// `UIRequiresFullScreen` (or its `~ipad` form).
    public var requiresFullScreen: Entry<Bool>?
    /// Whether `UIApplicationSceneManifest` is present.
    public var hasSceneManifest: Bool
    /// `UIMainStoryboardFile` (or its `~ipad` form), and the scene manifest's storyboard names.
    public var storyboards: [String]

    /// Reads a property list in any form Foundation reads (XML, binary).
    /// - Throws: ``AppScanError`` when the data is not a property list or its root is not a dictionary.
    public static func parse(_ data: Data) throws(AppScanError) -> InfoPlist {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw AppScanError("not a property list")
        }
        guard let dictionary = root as? [String: Any] else {
            throw AppScanError("the property list is not a dictionary")
        }
        // Binary plists have no lines; an XML plist's key is found by its <key> element.
        let text = data.starts(with: Array("bplist".utf8)) ? nil : String(decoding: data, as: UTF8.self)
        func line(_ key: String) -> Int? {
            guard let text, let range = text.range(of: "<key>\(key)</key>") else { return nil }
            return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }
        func orientations(_ key: String) -> Entry<[String]>? {
            guard let list = dictionary[key] as? [String] else { return nil }
            return Entry(value: list.compactMap(orientationName), line: line(key))
        }
        let fullScreenKey = ["UIRequiresFullScreen", "UIRequiresFullScreen~ipad"].first { dictionary[$0] != nil }
        let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
        let roles = (manifest?["UISceneConfigurations"] as? [String: Any])?.values.compactMap { $0 as? [[String: Any]] }
        let sceneConfigurations = (roles ?? []).flatMap { $0 }
        let sceneStoryboards = sceneConfigurations.compactMap { $0["UISceneStoryboardFile"] as? String }
        let mainStoryboards = ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"].compactMap {
            dictionary[$0] as? String
        }
        return InfoPlist(
            orientations: orientations("UISupportedInterfaceOrientations"),
            orientationsPad: orientations("UISupportedInterfaceOrientations~ipad"),
            orientationsPhone: orientations("UISupportedInterfaceOrientations~iphone"),
            requiresFullScreen: fullScreenKey.map { Entry(value: bool(dictionary[$0]), line: line($0)) },
            hasSceneManifest: manifest != nil, storyboards: mainStoryboards + sceneStoryboards)
    }

    /// A plist Boolean, which some projects write as a string.
    private static func bool(_ value: Any?) -> Bool {
        if let value = value as? Bool { return value }
        if let value = value as? String { return ["YES", "true", "1"].contains(value) }
        return false
    }
}

/// Pivot's name for a `UIInterfaceOrientation…` Info.plist or build-setting value, or `nil` if it is not one.
func orientationName(_ plistValue: String) -> String? {
    switch plistValue {
    case "UIInterfaceOrientationPortrait": "portrait"
    case "UIInterfaceOrientationPortraitUpsideDown": "portraitUpsideDown"
    case "UIInterfaceOrientationLandscapeLeft": "landscapeLeft"
    case "UIInterfaceOrientationLandscapeRight": "landscapeRight"
    default: nil
    }
}

/// A file the scanner could not read, and why; the CLI prints it as `pivot: FILE: reason`.
public struct AppScanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why.
    public var reason: String
    /// Creates an error.
    public init(_ reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
}
