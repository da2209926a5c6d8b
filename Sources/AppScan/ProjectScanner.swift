import Foundation
import Orientation

/// Reads a project folder: finds its Xcode projects (or treats the folder as one target), reads every plist,
/// storyboard and source file it needs (sources in parallel, keeping only their ``SourceFacts``), and answers each
/// iOS app and app-extension target with ``TargetAnalyzer``.
///
/// Reads only under the folder: symbolic links that lead outside it, or back into a folder already read, are
/// skipped. A file that cannot be read is reported in ``ScanResult/problems`` and the rest is still scanned.
public struct ProjectScanner: Sendable {
    /// The releases to answer for.
    public var versions: [IOSVersion]
    /// Only this target, or every target when `nil`.
    public var targetName: String?
    /// Files larger than this are reported and skipped (generated code, not something a person wrote).
    public var maximumFileSize = 10 * 1024 * 1024

    /// A scanner.
    public init(versions: [IOSVersion], targetName: String? = nil) {
        self.versions = versions
        self.targetName = targetName
    }

    /// A file that could not be read, and why.
    public struct Problem: Sendable, Equatable {
        /// The path relative to the project folder (empty for the folder itself).
        public var file: String
        /// Why.
        public var reason: String
    }

    /// The report, the files that could not be read, and whether anything could be.
    public struct ScanResult: Sendable {
        /// The report.
        public var report: AppReport
        /// The files that could not be read.
        public var problems: [Problem]
        /// Whether at least one file was read.
        public var readAnything: Bool
    }

    /// The folders never descended into: version control, dependencies, build products.
    static let skippedFolders: Set<String> = [".git", ".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Scans `root`.
    public func scan(_ root: String) -> ScanResult {
        var problems: [Problem] = []
        let rootURL = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
        let files = listFiles(under: rootURL.path, problems: &problems)
        var readCount = 0
        let sourcePaths = files.filter { Self.hasExtension($0, in: Self.sourceExtensions) }
        let sources = readSources(sourcePaths, root: rootURL)
        var factsByPath: [String: SourceFacts] = [:]
        for (path, result) in zip(sourcePaths, sources) {
            switch result {
            case .success(let facts):
                factsByPath[path] = facts
                readCount += 1
            case .failure(let error): problems.append(Problem(file: path, reason: error.reason))
            }
        }
        var storyboardCache: [String: StoryboardFacts?] = [:]
        func storyboard(_ path: String) -> StoryboardFacts? {
            if let cached = storyboardCache[path] { return cached }
            let parsed: StoryboardFacts?
            do {
                parsed = try StoryboardFacts.parse(try read(path, root: rootURL), path: path)
                readCount += 1
            } catch {
                problems.append(Problem(file: path, reason: error.reason))
                parsed = nil
            }
            storyboardCache[path] = parsed
            return parsed
        }
        func plist(_ path: String?) -> InfoPlist? {
            guard let path else { return nil }
            do {
                let parsed = try InfoPlist.parse(try read(path, root: rootURL))
                readCount += 1
                return parsed
            } catch {
                problems.append(Problem(file: path, reason: error.reason))
                return nil
            }
        }
        // Targets share their .xcconfig files: each is read and parsed once.
        var configurationCache: [String: Result<[XCConfig.Line], AppScanError>] = [:]
        func configurationLines(_ path: String) -> Result<[XCConfig.Line], AppScanError> {
            if let cached = configurationCache[path] { return cached }
            let lines = Result { () throws(AppScanError) -> [XCConfig.Line] in
                guard let text = String(validating: try read(path, root: rootURL), as: UTF8.self) else {
                    throw AppScanError("not UTF-8")
                }
                readCount += 1
                return XCConfig.lines(of: text, path: path)
            }
            configurationCache[path] = lines
            return lines
        }
        let interfaceFiles = files.filter { Self.hasExtension($0, in: Self.interfaceExtensions) }
        // Membership in a target's synchronized folders is a look-up of each of the file's folders.
        let sourceFolders = sourcePaths.map(Self.enclosingFolders)
        let interfaceFolders = interfaceFiles.map(Self.enclosingFolders)
        var inputs: [TargetInput] = []
        var skipped: [SkippedTarget] = []
        var projectsRead = 0
        for pbxproj in files where pbxproj.hasSuffix(".xcodeproj/project.pbxproj") {
            let project: XcodeProject
            do {
                let data = try read(pbxproj, root: rootURL)
                guard let text = String(validating: data, as: UTF8.self) else { throw AppScanError("not UTF-8") }
                project = try XcodeProject.parse(text)
                readCount += 1
                projectsRead += 1
            } catch {
                problems.append(Problem(file: pbxproj, reason: "\(error)"))
                continue
            }
            // Paths in a pbxproj are relative to the folder holding the .xcodeproj.
            let base = ((pbxproj as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            func configurationFile(_ path: String?) -> [String: XcodeProject.Setting] {
                guard let path else { return [:] }
                return XCConfig.settings(at: normalized(join(base, path))) { file, isOptional in
                    switch configurationLines(file) {
                    case .success(let lines): return lines
                    case .failure(let error):
                        let problem = Problem(file: file, reason: error.reason)
                        if !isOptional, !problems.contains(problem) { problems.append(problem) }
                        return nil
                    }
                }
            }
            for target in project.targets where targetName == nil || target.name == targetName {
                let settings = target.settings(
                    projectFile: configurationFile(target.projectConfigurationFile),
                    targetFile: configurationFile(target.targetConfigurationFile))
                if let reason = Self.skipReason(target, settings: settings) {
                    skipped.append(SkippedTarget(name: target.name, reason: reason))
                    continue
                }
                let folders = Set(target.folders.map { Substring(join(base, $0) + "/") })
                let own = Set(target.files.map { join(base, $0) })
                func belongs(_ path: String, in enclosing: [Substring]) -> Bool {
                    own.contains(path) || (!folders.isEmpty && enclosing.contains { folders.contains($0) })
                }
                let sources = zip(sourcePaths, sourceFolders).map { (path: $0, belongs: belongs($0, in: $1)) }
                var facts = SourceFacts()
                for (path, belongs) in sources where belongs { facts.merge(factsByPath[path] ?? SourceFacts()) }
                // Headers are not in a Sources phase; the class declarations of the project's headers (superclasses
                // of the implementations the target compiles) are read for every target.
                let prefix = base.isEmpty ? "" : base + "/"
                for (path, belongs) in sources where path.hasSuffix(".h") && path.hasPrefix(prefix) && !belongs {
                    facts.classes += factsByPath[path]?.classes ?? []
                }
                let storyboards = zip(interfaceFiles, interfaceFolders).filter { belongs($0, in: $1) }.map(\.0)
                let plistPath = settings["INFOPLIST_FILE"].map { join(base, $0.value) }
                inputs.append(
                    TargetInput(
                        name: target.name, location: SourceLocation(file: pbxproj, line: target.line),
                        settings: settings, pbxproj: pbxproj, infoPlistPath: plistPath,
                        infoPlist: plist(plistPath), facts: facts,
                        storyboards: storyboards.compactMap(storyboard),
                        isExtension: target.productType.hasPrefix("com.apple.product-type.app-extension")))
            }
        }
        // A folder without a readable project is one target of every file in it.
        if projectsRead == 0 {
            var facts = SourceFacts()
            for path in sourcePaths { facts.merge(factsByPath[path] ?? SourceFacts()) }
            let plistPath = files.filter { ($0 as NSString).lastPathComponent == "Info.plist" }
                .min { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
            inputs.append(
                TargetInput(
                    name: rootURL.lastPathComponent, location: SourceLocation(file: ".", line: nil), settings: [:],
                    pbxproj: nil, infoPlistPath: plistPath, infoPlist: plist(plistPath), facts: facts,
                    storyboards: interfaceFiles.compactMap(storyboard)))
        }
        // Targets are answered on every core; each target's answers are in parallel within it too.
        let analyzer = TargetAnalyzer(versions: versions)
        let report = AppReport(
            project: root, targets: inputs.concurrentMap(chunkSize: 1) { analyzer.analyze($0) }, skipped: skipped,
            iosVersions: versions)
        return ScanResult(report: report, problems: problems, readAnything: readCount > 0)
    }

    /// Why a target is not answered, or `nil` for an iOS app or app extension.
    static func skipReason(_ target: XcodeProject.Target, settings: [String: XcodeProject.Setting]) -> String? {
        let type = target.productType
        let sdk = settings["SDKROOT"]?.value ?? "iphoneos"
        let platforms = settings["SUPPORTED_PLATFORMS"]?.list ?? []
        if type.contains("watch") || sdk == "watchos" { return "watchOS target" }
        if sdk == "appletvos" { return "tvOS target" }
        if sdk == "macosx", !platforms.contains("iphoneos") { return "macOS target" }
        if sdk == "xros" { return "visionOS target" }
        if !platforms.isEmpty, !platforms.contains("iphoneos") {
            return "not iOS (SUPPORTED_PLATFORMS = \(platforms.joined(separator: " ")))"
        }
        guard type == "com.apple.product-type.application" || type.hasPrefix("com.apple.product-type.app-extension")
        else { return "not an app or app extension (\(type.isEmpty ? "no product type" : type))" }
        return nil
    }

    /// Each source file's facts, extracted in parallel; only the facts outlive the parse.
    ///
    /// Swift files are read in two passes. The first skips the bodies that hold no fact but assignments
    /// (``SwiftSourceReader/read(_:path:skippingBodies:)``) and keeps their words; once every file is read, the
    /// names whose assignments `mask-change-without-update` looks at are known (a stored variable that a mask
    /// override or delegate mentions, in any file), and only the files whose skipped bodies may mention one are
    /// read again with every body walked. So the facts are those of a full walk of every file.
    func readSources(_ paths: [String], root: URL) -> [Result<SourceFacts, AppScanError>] {
        let results = Slots<Result<SourceFacts, AppScanError>>(
            count: paths.count, repeating: .failure(AppScanError("not read")))
        let skipped = Slots<SkippedWords>(count: paths.count, repeating: .none)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.slots[index] = Result { () throws(AppScanError) -> SourceFacts in
                let path = paths[index]
                let text = try sourceText(path, root: root)
                guard path.hasSuffix(".swift") else { return ObjCSourceReader.facts(in: text, path: path) }
                if let refusal = SwiftNestingLimit.refusal(text) { throw refusal }
                let read = SwiftSourceReader.read(text, path: path, skippingBodies: true)
                skipped.slots[index] = read.skipped
                return read.facts
            }
        }
        var maskNames = Set<String>()
        var variableNames = Set<String>()
        for case .success(let facts) in results.slots {
            maskNames.formUnion(facts.maskNames)
            variableNames.formUnion(facts.variableNames)
        }
        let watched = maskNames.intersection(variableNames)
        let again = paths.indices.filter { index in watched.contains { skipped.slots[index].mayMention($0) } }
        DispatchQueue.concurrentPerform(iterations: again.count) { slot in
            let index = again[slot]
            // The file was read a moment ago; should it fail now, its first reading stands.
            guard let text = try? sourceText(paths[index], root: root) else { return }
            results.slots[index] = .success(SwiftSourceReader.facts(in: text, path: paths[index]))
        }
        return Array(results.slots)
    }

    /// The text of the source file at `path` (`listFiles` already resolved every entry and kept only those inside
    /// `root`).
    func sourceText(_ path: String, root: URL) throws(AppScanError) -> String {
        let data = try contents(of: root.path + "/" + path)
        guard let text = String(validating: data, as: UTF8.self) else { throw AppScanError("not UTF-8") }
        return text
    }
}

/// One slot per file, written by the parallel reading: the facts, or the words a first reading skipped.
// Safe to share: each iteration of `concurrentPerform` writes only its own slot, and the slots are read after it
// returns.
private final class Slots<Element>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Element>

    init(count: Int, repeating initial: Element) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: initial)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}
