import PivotJSON

extension Scenario {
    /// The largest scenario text accepted, in bytes: 16 MiB, a thousand times the largest example in `scenarios/`,
    /// so a hostile file cannot make parsing cost unbounded memory (docs/limits.md).
    public static let maximumTextSize = 16 << 20

    /// The longest a scenario's waits may last in all, in seconds: 24 hours, the longest clip Pivot accepts
    /// (`MediaLimits.maxDuration`), so every time, frame count and disk estimate derived from it stays far inside
    /// its integer type (docs/limits.md).
    public static let maximumDuration: Double = 24 * 3600

    /// Parses a scenario file strictly: a syntax error, an unknown key, a value of the wrong type, an unknown
    /// device, orientation, kind or style, a duplicate id, or a step naming a controller that does not exist (yet)
    /// is rejected with the JSON path of the offending value.
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - folder: The folder relative `clip` paths resolve against, or `nil` to keep them as written.
    ///   - iosVersion: A version that overrides the file's `"iosVersion"` (`--ios-version`), or `nil`.
    ///   - device: A device that overrides the file's `"device"` (a `pivot matrix --scenario` cell's), or `nil`.
    /// - Returns: The scenario, or the first error found (a text over ``maximumTextSize`` bytes, or waits over
    ///   ``maximumDuration`` in all, included).
    public static func parse(
        _ text: String, folder: String? = nil, iosVersion: IOSVersion? = nil, device: DeviceModel? = nil
    ) -> Result<Scenario, ScenarioError> {
        guard text.utf8.count <= maximumTextSize else {
            return .failure(ScenarioError(path: "", message: sizeRefusal))
        }
        switch JSONParser.parse(text) {
        case .failure(let syntax):
            return .failure(
                ScenarioError(path: "", message: "line \(syntax.line), column \(syntax.column): \(syntax.message)"))
        case .success(let json):
            var reader = ScenarioReader(folder: folder, versionOverride: iosVersion, deviceOverride: device)
            do throws(ScenarioError) {
                return .success(try reader.scenario(json))
            } catch {
                return .failure(error)
            }
        }
    }
}

extension Scenario {
    /// Why a text over ``maximumTextSize`` is refused.
    public static var sizeRefusal: String {
        "the file is larger than the limit of \(maximumTextSize >> 20) MiB for a scenario"
    }
}

/// Reads a scenario's JSON, tracking which controllers exist at each step so references can be checked.
struct ScenarioReader {
    let folder: String?
    /// The version given on the command line, which wins over the file's.
    let versionOverride: IOSVersion?
    /// The device given by the caller, which wins over the file's (still checked to be a known id).
    let deviceOverride: DeviceModel?
    /// The version in force, which decides which steps exist.
    var version = IOSVersion.newest
    /// The kind of every controller declared so far.
    var kinds: [String: ControllerSpec.Kind] = [:]
    /// The number of tabs of every tab bar declared so far.
    var tabCounts: [String: Int] = [:]
    /// The ids of controllers that are (or were) children of a custom container.
    var containerChildren: Set<String> = []
    /// The mode of the scenario's window (`nil` without one), which decides whether window steps make sense.
    var windowMode: WindowMode?
    /// The seconds the waits read so far last in all, kept under ``Scenario/maximumDuration``.
    var waitedSeconds: Double = 0
    /// The ids of the windows `addWindow` steps show and no `removeWindow` step has removed yet.
    var openWindows: Set<String> = []

    init(folder: String?, versionOverride: IOSVersion?, deviceOverride: DeviceModel? = nil) {
        self.folder = folder
        self.versionOverride = versionOverride
        self.deviceOverride = deviceOverride
    }

    /// The keys a scenario file's top-level object accepts (the reference docs are checked against these lists).
    static let topLevelKeys = [
        "device", "iosVersion", "deviceOrientation", "rotationLock", "app", "window", "root", "steps",
    ]

    mutating func scenario(_ json: JSONValue) throws(ScenarioError) -> Scenario {
        let fields = try object(json, at: "", keys: Self.topLevelKeys)
        if let versionJSON = fields["iosVersion"] {
            let text = try string(versionJSON, at: "iosVersion")
            guard let parsed = IOSVersion(text) else {
                throw ScenarioError(
                    path: "iosVersion",
                    message: "unknown iOS version \"\(text)\" (expected \(IOSVersion.acceptedRange))")
            }
            version = parsed
        }
        if let versionOverride { version = versionOverride }
        guard let deviceJSON = fields["device"] else { throw missing("device", in: "") }
        let deviceID = try string(deviceJSON, at: "device")
        guard let fileDevice = DeviceCatalog.device(id: deviceID) else {
            throw ScenarioError(path: "device", message: "unknown device \"\(deviceID)\" (see pivot devices)")
        }
        let device = deviceOverride ?? fileDevice
        guard device.runs(version) else {
            throw ScenarioError(
                path: versionOverride == nil ? "iosVersion" : "",
                message: device.unsupportedVersionMessage(version), isUnsupportedVersion: true)
        }
        var scenario = Scenario(device: device, iosVersion: version, root: ControllerSpec(id: ""))
        if let pose = fields["deviceOrientation"] {
            scenario.deviceOrientation = try deviceOrientation(pose, at: "deviceOrientation")
        }
        if let lock = fields["rotationLock"] { scenario.rotationLock = try bool(lock, at: "rotationLock") }
        if let app = fields["app"] { scenario.app = try appConfiguration(app, at: "app") }
        if let windowJSON = fields["window"] {
            let placement = try window(windowJSON, on: device, pose: scenario.deviceOrientation)
            scenario.window = placement
            windowMode = placement.mode
        }
        guard let root = fields["root"] else { throw missing("root", in: "") }
        scenario.root = try controller(root, at: "root")
        if let stepsJSON = fields["steps"] { scenario.steps = try steps(stepsJSON, at: "steps") }
        return scenario
    }

    // MARK: - Controllers

    /// The keys every controller accepts.
    static let commonKeys = [
        "id", "kind", "supportedOrientations", "shouldAutorotate", "preferredOrientationForPresentation",
        "definesPresentationContext", "prefersInterfaceOrientationLocked", "frame",
        // A note for people (`pivot app --scenario-out` names the source lines here); ignored.
        "source",
        // The system chrome's preferences (issue 27).
        "title", "prefersStatusBarHidden", "preferredStatusBarStyle", "prefersHomeIndicatorAutoHidden",
    ]
    /// The keys each kind of controller accepts besides ``commonKeys``.
    static let kindKeys: [ControllerSpec.Kind: [String]] = [
        .content: [],
        .navigation: [
            "forwardsToTop", "children", "forwardsOrientationTo", "navigationBarHidden", "prefersLargeTitles",
        ],
        .tabBar: ["tabPolicy", "children", "selectedIndex", "forwardsOrientationTo"],
        .container: ["children", "forwardsOrientationTo"], .player: ["clip", "closeButton"],
        .carousel: ["itemCount", "itemHeight", "spacing"],
        .avPlayerViewController: ["clip", "videoGravity", "entersFullScreenWhenPlaybackBegins"],
    ]

    mutating func controller(_ json: JSONValue, at path: String) throws(ScenarioError) -> ControllerSpec {
        guard case .object(let list) = json else { throw typeError(path, "a controller object") }
        var kind = ControllerSpec.Kind.content
        if let kindJSON = list.first(where: { $0.key == "kind" })?.value {
            let name = try string(kindJSON, at: join(path, "kind"))
            guard let known = ControllerSpec.Kind(rawValue: name) else {
                let hint = Suggestion.hint(for: name, in: ControllerSpec.Kind.allCases.map(\.rawValue))
                throw ScenarioError(path: join(path, "kind"), message: "unknown kind \"\(name)\"" + hint)
            }
            kind = known
        }
        for field in list
        where !Self.commonKeys.contains(field.key) && !Self.kindKeys[kind, default: []].contains(field.key) {
            let owners = Self.kindKeys.filter { $0.value.contains(field.key) }.map(\.key.rawValue).sorted()
            let valid = Self.commonKeys + Self.kindKeys[kind, default: []]
            let message =
                owners.isEmpty
                ? "unknown key \"\(field.key)\"" + Suggestion.hint(for: field.key, in: valid)
                : "only for kind \(owners.joined(separator: ", "))"
            throw ScenarioError(path: join(path, field.key), message: message)
        }
        let fields = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
        guard let idJSON = fields["id"] else { throw missing("id", in: path) }
        let id = try string(idJSON, at: join(path, "id"))
        guard !id.isEmpty else { throw ScenarioError(path: join(path, "id"), message: "empty id") }
        guard kinds[id] == nil else { throw ScenarioError(path: join(path, "id"), message: "duplicate id \"\(id)\"") }
        kinds[id] = kind
        var spec = ControllerSpec(id: id, kind: kind)
        if let value = fields["supportedOrientations"] {
            spec.supportedOrientations = try mask(value, at: join(path, "supportedOrientations"))
        }
        if let value = fields["shouldAutorotate"] {
            spec.shouldAutorotate = try bool(value, at: join(path, "shouldAutorotate"))
        }
        if let value = fields["preferredOrientationForPresentation"], value != .null {
            spec.preferredOrientationForPresentation = try interfaceOrientation(
                value, at: join(path, "preferredOrientationForPresentation"))
        } else if kind == .player, fields["preferredOrientationForPresentation"] == nil {
            spec.preferredOrientationForPresentation = ControllerSpec.playerPreferredOrientation
        }
        if let value = fields["definesPresentationContext"] {
            spec.definesPresentationContext = try bool(value, at: join(path, "definesPresentationContext"))
        }
        if let value = fields["prefersInterfaceOrientationLocked"] {
            let key = join(path, "prefersInterfaceOrientationLocked")
            guard version.has(.windowedApps) else {
                throw ScenarioError(
                    path: key,
                    message: "prefersInterfaceOrientationLocked needs iOS \(UIKitChange.windowedApps.introduced) or "
                        + "later (the scenario runs iOS \(version))")
            }
            spec.prefersInterfaceOrientationLocked = try bool(value, at: key)
        }
        if let value = fields["forwardsToTop"] { spec.forwardsToTop = try bool(value, at: join(path, "forwardsToTop")) }
        if let value = fields["tabPolicy"] {
            let name = try string(value, at: join(path, "tabPolicy"))
            guard let policy = TabBarPolicy(rawValue: name) else {
                let hint = Suggestion.hint(for: name, in: TabBarPolicy.allCases.map(\.rawValue))
                throw ScenarioError(path: join(path, "tabPolicy"), message: "unknown tab policy \"\(name)\"" + hint)
            }
            spec.tabPolicy = policy
        }
        if let value = fields["children"] {
            guard case .array(let elements) = value else {
                throw typeError(join(path, "children"), "an array of controllers")
            }
            for (index, element) in elements.enumerated() {
                let child = try controller(element, at: join(path, "children") + "[\(index)]")
                if kind == .container { containerChildren.insert(child.id) }
                spec.children.append(child)
            }
        }
        if let value = fields["forwardsOrientationTo"] {
            spec.forwardsOrientationTo = try forwarding(
                value, among: spec.children, at: join(path, "forwardsOrientationTo"))
        }
        if let value = fields["frame"] { spec.frame = try frame(value, at: join(path, "frame")) }
        if let value = fields["selectedIndex"] {
            let index = try integer(value, at: join(path, "selectedIndex"))
            guard spec.children.indices.contains(index) || (spec.children.isEmpty && index == 0) else {
                throw ScenarioError(path: join(path, "selectedIndex"), message: "no tab \(index)")
            }
            spec.selectedIndex = index
        }
        if kind == .tabBar { tabCounts[id] = spec.children.count }
        if kind == .player || kind == .avPlayerViewController {
            guard let value = fields["clip"] else { throw missing("clip", in: path) }
            let clip = try string(value, at: join(path, "clip"))
            spec.clip = clip
            spec.clipPath = clip.hasPrefix("/") || folder == nil ? clip : folder! + "/" + clip
        }
        if let value = fields["closeButton"] {
            spec.showsCloseButton = try bool(value, at: join(path, "closeButton"))
        }
        if kind == .avPlayerViewController { try readSystemPlayer(fields, at: path, into: &spec) }
        if kind == .carousel { spec.carouselLayout = try carouselLayout(fields, at: path) }
        try readChromePreferences(fields, at: path, into: &spec)
        return spec
    }

    /// Reads an `avPlayerViewController`'s `videoGravity` (AVFoundation's names) and
    /// `entersFullScreenWhenPlaybackBegins`.
    func readSystemPlayer(
        _ fields: [String: JSONValue], at path: String, into spec: inout ControllerSpec
    ) throws(ScenarioError) {
        if let value = fields["videoGravity"] {
            let key = join(path, "videoGravity")
            let name = try string(value, at: key)
            guard let gravity = VideoGravity(avFoundationName: name) else {
                let names = VideoGravity.allCases.map(\.avFoundationName)
                throw ScenarioError(
                    path: key, message: "unknown video gravity \"\(name)\"" + Suggestion.hint(for: name, in: names))
            }
            spec.videoGravity = gravity
        }
        if let value = fields["entersFullScreenWhenPlaybackBegins"] {
            spec.entersFullScreenWhenPlaybackBegins = try bool(
                value, at: join(path, "entersFullScreenWhenPlaybackBegins"))
        }
    }

    func carouselLayout(_ fields: [String: JSONValue], at path: String) throws(ScenarioError) -> CenterPagingLayout {
        guard let countJSON = fields["itemCount"] else { throw missing("itemCount", in: path) }
        guard let heightJSON = fields["itemHeight"] else { throw missing("itemHeight", in: path) }
        let count = try integer(countJSON, at: join(path, "itemCount"))
        guard count > 0 else { throw typeError(join(path, "itemCount"), "an integer ≥ 1") }
        let height = try points(heightJSON, at: join(path, "itemHeight"))
        let spacing = try fields["spacing"].map { value throws(ScenarioError) in
            try points(value, at: join(path, "spacing"))
        }
        return CenterPagingLayout(itemCount: count, itemHeight: height, spacing: spacing ?? 0)
    }

    /// The system chrome's keys of a controller: `title`, `prefersStatusBarHidden`, `preferredStatusBarStyle`,
    /// `prefersHomeIndicatorAutoHidden` and, on a navigation controller, `navigationBarHidden` and
    /// `prefersLargeTitles`.
    private func readChromePreferences(
        _ fields: [String: JSONValue], at path: String, into spec: inout ControllerSpec
    ) throws(ScenarioError) {
        if let value = fields["title"] { spec.title = try string(value, at: join(path, "title")) }
        if let value = fields["prefersStatusBarHidden"] {
            spec.prefersStatusBarHidden = try bool(value, at: join(path, "prefersStatusBarHidden"))
        }
        if let value = fields["preferredStatusBarStyle"] {
            let key = join(path, "preferredStatusBarStyle")
            let name = try string(value, at: key)
            guard let style = StatusBarStyle(rawValue: name) else {
                let hint = Suggestion.hint(for: name, in: StatusBarStyle.allCases.map(\.rawValue))
                throw ScenarioError(path: key, message: "unknown status bar style \"\(name)\"" + hint)
            }
            spec.preferredStatusBarStyle = style
        }
        if let value = fields["prefersHomeIndicatorAutoHidden"] {
            spec.prefersHomeIndicatorAutoHidden = try bool(value, at: join(path, "prefersHomeIndicatorAutoHidden"))
        }
        if let value = fields["navigationBarHidden"] {
            spec.navigationBarHidden = try bool(value, at: join(path, "navigationBarHidden"))
        }
        if let value = fields["prefersLargeTitles"] {
            spec.prefersLargeTitles = try bool(value, at: join(path, "prefersLargeTitles"))
        }
    }

    // MARK: - Steps

    mutating func step(_ json: JSONValue, at path: String) throws(ScenarioError) -> ScenarioStep {
        guard case .object(let list) = json else { throw typeError(path, "a step object") }
        let names = ScenarioStepKind.all.map(\.name)
        let named = list.filter { names.contains($0.key) }
        guard let name = named.first?.key, let value = named.first?.value,
            let kind = ScenarioStepKind.all.first(where: { $0.name == name })
        else {
            let hint = list.count == 1 ? Suggestion.hint(for: list[0].key, in: names) : ""
            throw ScenarioError(path: path, message: "expected one of \(names.joined(separator: ", "))" + hint)
        }
        guard named.count == 1 else {
            throw ScenarioError(path: join(path, named[1].key), message: "a step has one action (already \(name))")
        }
        let fields = try object(json, at: path, keys: [name] + kind.modifiers)
        if let change = kind.requires, !version.has(change) {
            throw ScenarioError(
                path: join(path, name),
                message: "\(name) needs iOS \(change.introduced) or later (the scenario runs iOS \(version))")
        }
        return try kind.parse(&self, StepInput(value: value, fields: fields, path: path, name: name))
    }

    /// The id a step names, checked to be a declared controller of `kind`.
    func reference(
        _ json: JSONValue?, at path: String, kind: ControllerSpec.Kind, in stepPath: String
    ) throws(ScenarioError) -> String {
        guard let json else { throw missing(String(path.split(separator: ".").last!), in: stepPath) }
        let id = try string(json, at: path)
        guard let actual = kinds[id] else { throw ScenarioError(path: path, message: "no controller \"\(id)\"") }
        guard actual == kind else {
            throw ScenarioError(path: path, message: "\"\(id)\" is a \(actual.rawValue), not a \(kind.rawValue)")
        }
        return id
    }
}
