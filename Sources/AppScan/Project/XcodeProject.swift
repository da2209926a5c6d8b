import Foundation

/// The parts of an Xcode project (`project.pbxproj`) that decide orientation: its targets, their product types,
/// build settings (one configuration), and which files each target builds.
public struct XcodeProject: Sendable, Equatable {
    /// One build setting's value and the pbxproj line it is written on.
    public struct Setting: Sendable, Equatable {
        /// The value as written, with `$(SRCROOT)`, `$(PROJECT_DIR)` and `$(TARGET_NAME)` substituted.
        public var value: String
        /// The list form of the value (space-separated when written as one string).
        public var list: [String]
        /// The 1-based line.
        public var line: Int
        /// The `.xcconfig` file it comes from, relative to the project folder, or `nil` for the pbxproj.
        public var file: String?
    }

    /// A target of the project.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public var name: String
        /// `productType`, e.g. `com.apple.product-type.application`.
        public var productType: String
        /// The 1-based pbxproj line of the target's definition.
        public var line: Int
        /// The build settings of the configuration read (``XcodeProject/configurationName``): the project's, then
        /// the target's on top (without their `.xcconfig` files; see ``settings(projectFile:targetFile:)``).
        public var settings: [String: Setting] { settings(projectFile: [:], targetFile: [:]) }
        /// The project's own settings.
        public var projectSettings: [String: Setting]
        /// The target's own settings.
        public var targetSettings: [String: Setting]
        /// The project's base `.xcconfig`, relative to the project folder, if any.
        public var projectConfigurationFile: String?
        /// The target's base `.xcconfig`, if any.
        public var targetConfigurationFile: String?
        /// The files the target compiles or copies, relative to the folder holding the `.xcodeproj`.
        public var files: [String]
        /// Folders Xcode 16 keeps in sync with the target (every file inside belongs to it), relative likewise.
        public var folders: [String]
    }

    /// The targets, in the project's order.
    public var targets: [Target]
    /// The configuration whose settings were read: `Release` if the project has one, else its default.
    public var configurationName: String

    /// Reads a pbxproj.
    /// - Throws: ``OpenStepParseError`` if the text is not an OpenStep property list, or has no root project.
    public static func parse(_ text: String) throws(OpenStepParseError) -> XcodeProject {
        let root = try OpenStepValue.parse(text)
        // Every reference is looked up here, thousands of times in a large project: by hash, not along the list
        // (a later entry of the same identifier wins, as ``OpenStepValue/subscript(_:)`` has it).
        let objects = Dictionary(root["objects"]?.entries ?? [], uniquingKeysWith: { _, later in later })
        guard root["objects"] != nil, let rootID = root["rootObject"]?.string, let project = objects[rootID] else {
            throw OpenStepParseError(line: root.line, reason: "no objects or rootObject")
        }
        var paths: [String: String] = [:]
        if let mainGroup = project["mainGroup"]?.string {
            collectPaths(of: mainGroup, under: project["projectDirPath"]?.string ?? "", in: objects, into: &paths)
        }
        let projectSettings = configuration(project["buildConfigurationList"]?.string, in: objects)
        let targets = project["targets"]?.array.compactMap { reference -> Target? in
            guard let id = reference.string, let target = objects[id] else { return nil }
            let name = target["name"]?.string ?? id
            let own = configuration(target["buildConfigurationList"]?.string, in: objects)
            var files: [String] = []
            for phase in target["buildPhases"]?.array ?? [] {
                guard let phaseID = phase.string, let phaseObject = objects[phaseID] else { continue }
                for file in phaseObject["files"]?.array ?? [] {
                    guard let buildFile = file.string.flatMap({ objects[$0] }),
                        let reference = buildFile["fileRef"]?.string
                    else { continue }
                    if let path = paths[reference] { files.append(path) }
                    // A variant group (a localised storyboard) lists one file per language.
                    for child in objects[reference]?["children"]?.array ?? [] {
                        if let path = child.string.flatMap({ paths[$0] }) { files.append(path) }
                    }
                }
            }
            let folders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string }
                .compactMap { paths[$0] }
            return Target(
                name: name, productType: target["productType"]?.string ?? "", line: target.line,
                projectSettings: projectSettings.settings, targetSettings: own.settings,
                projectConfigurationFile: baseFile(projectSettings.base, paths),
                targetConfigurationFile: baseFile(own.base, paths), files: files, folders: folders)
        }
        return XcodeProject(targets: targets ?? [], configurationName: projectSettings.name)
    }

    /// Walks the group tree, giving each file reference and group its path relative to the project folder.
    private static func collectPaths(
        of id: String, under parent: String, in objects: [String: OpenStepValue], into paths: inout [String: String]
    ) {
        guard let object = objects[id], paths[id] == nil else { return }
        let own = object["path"]?.string
        let base: String? =
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": own.map { join(parent, $0) } ?? parent
            case "SOURCE_ROOT": own ?? ""
            default: nil
            }
        guard let base else { return }
        paths[id] = base
        for child in object["children"]?.array ?? [] {
            if let childID = child.string { collectPaths(of: childID, under: base, in: objects, into: &paths) }
        }
    }

    /// The settings of one configuration of a configuration list: `Release`, else the list's default, else the
    /// first.
    private static func configuration(
        _ listID: String?, in objects: [String: OpenStepValue]
    ) -> (name: String, settings: [String: Setting], base: (reference: String?, anchor: String?, path: String?)) {
        guard let list = listID.flatMap({ objects[$0] }) else { return ("", [:], (nil, nil, nil)) }
        let configurations = list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
        let preferred = ["Release", list["defaultConfigurationName"]?.string].compactMap { $0 }
        let chosen =
            preferred.lazy.compactMap { name in configurations.first { $0["name"]?.string == name } }.first
            ?? configurations.first
        guard let chosen else { return ("", [:], (nil, nil, nil)) }
        var settings: [String: Setting] = [:]
        for (key, value) in chosen["buildSettings"]?.entries ?? [] {
            let list =
                value.string.map { $0.split(separator: " ").map(String.init) } ?? value.array.compactMap(\.string)
            settings[key] = Setting(
                value: value.string ?? list.joined(separator: " "), list: list, line: value.line, file: nil)
        }
        let base = (
            chosen["baseConfigurationReference"]?.string, chosen["baseConfigurationReferenceAnchor"]?.string,
            chosen["baseConfigurationReferenceRelativePath"]?.string
        )
        return (chosen["name"]?.string ?? "", settings, base)
    }
}

/// The path of a configuration's base `.xcconfig`: a file reference, or (Xcode 16) a path inside a synchronized
/// folder.
private func baseFile(
    _ base: (reference: String?, anchor: String?, path: String?), _ paths: [String: String]
) -> String? {
    if let reference = base.reference { return paths[reference] }
    if let anchor = base.anchor.flatMap({ paths[$0] }), let path = base.path { return join(anchor, path) }
    return nil
}

extension XcodeProject.Target {
    /// The settings in Xcode's order of precedence, lowest first: the project's `.xcconfig`, the project's
    /// settings, the target's `.xcconfig`, the target's settings; `$(TARGET_NAME)` and the source-root variables
    /// substituted.
    public func settings(
        projectFile: [String: XcodeProject.Setting], targetFile: [String: XcodeProject.Setting]
    ) -> [String: XcodeProject.Setting] {
        var merged: [String: XcodeProject.Setting] = [:]
        for layer in [projectFile, projectSettings, targetFile, targetSettings] {
            for (key, setting) in layer { merged[key] = setting }
        }
        let replacements = XcodeProject.Setting.replacements(targetName: name)
        for key in merged.keys { merged[key]?.substitute(replacements) }
        return merged
    }
}

/// `parent/child` without doubled or leading slashes.
func join(_ parent: String, _ child: String) -> String {
    parent.isEmpty ? child : child.isEmpty ? parent : parent + "/" + child
}

extension XcodeProject.Setting {
    /// A text to find in a setting and the text that stands for it, both UTF-8.
    typealias Replacement = (pattern: [UInt8], replacement: [UInt8])

    /// Replaces the variables a path setting commonly uses with what they stand for relative to the project
    /// folder (`replacements`, from ``replacements(targetName:)``); `$(inherited)` is dropped.
    mutating func substitute(_ replacements: [Replacement]) {
        value = Self.substituted(value, replacements)
        list = list.filter { $0 != "$(inherited)" }.map { Self.substituted($0, replacements) }
    }

    /// What ``substitute(_:)`` replaces, in order: each source-root variable in both bracket forms, first
    /// with the slash that follows it, is removed; then `TARGET_NAME` and `PRODUCT_NAME` become the target's name.
    static func replacements(targetName: String) -> [Replacement] {
        var replacements: [Replacement] = []
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for form in ["$(\(variable))/", "${\(variable)}/", "$(\(variable))", "${\(variable)}"] {
                replacements.append((Array(form.utf8), []))
            }
        }
        for variable in ["TARGET_NAME", "PRODUCT_NAME"] {
            for form in ["$(\(variable))", "${\(variable)}"] {
                replacements.append((Array(form.utf8), Array(targetName.utf8)))
            }
        }
        return replacements
    }

    /// `text` with each of `replacements` made in turn over the whole text (a later one sees what earlier ones
    /// left), on its UTF-8. A pattern followed by a mark that combines with its last character is not that pattern
    /// (``extendsCharacter(_:)``).
    static func substituted(_ text: String, _ replacements: [Replacement]) -> String {
        let dollar = UInt8(ascii: "$")
        // Most settings name no variable.
        guard text.utf8.contains(dollar) else { return text }
        var bytes = Array(text.utf8)
        for (pattern, replacement) in replacements {
            var result: [UInt8] = []
            var copied = 0
            var index = 0
            while let start = bytes[index...].firstIndex(of: dollar) {
                let end = start + pattern.count
                guard end <= bytes.count, bytes[start..<end].elementsEqual(pattern), endsCharacter(bytes, at: end)
                else {
                    index = start + 1
                    continue
                }
                result += bytes[copied..<start]
                result += replacement
                copied = end
                index = end
            }
            guard copied > 0 else { continue }
            result += bytes[copied...]
            bytes = result
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the character of `bytes` before `index` (an ASCII one: every pattern ends in one) ends there.
    private static func endsCharacter(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index < bytes.count, bytes[index] >= 0x80 else { return true }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else {
            return true
        }
        return !extendsCharacter(scalar)
    }
}
