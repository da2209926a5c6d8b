import Foundation
import Orientation

/// Asking the Orientation engine: the screens a placement gives on each idiom and release.
extension TargetAnalyzer {
    /// Everything besides the class name that decides a pushed or presented controller's answer on an idiom and
    /// release (within one target, whose root and app settings are fixed): its values and its style.
    struct AnswerKey: Hashable {
        var arrival: PlacedController.Arrival
        var values: [ConstantValue?]
        var dynamic: [Bool]
        var style: ConstantValue?
        var styleIsDynamic: Bool
        var segueStyle: PresentationStyle?
    }

    /// One answer: the number of a distinct ``AnswerKey`` on one idiom and release.
    struct ScreenKey: Hashable {
        var answer: Int
        var idiom: UserInterfaceIdiom
        var version: IOSVersion
    }

    /// One screen to answer: the placement at this index on an idiom and release.
    struct Question {
        var idiom: UserInterfaceIdiom
        var version: IOSVersion
        var placement: Int

        /// The key of the answer numbered `answer` on this question's idiom and release.
        func key(_ answer: Int) -> ScreenKey { ScreenKey(answer: answer, idiom: idiom, version: version) }
    }

    /// The key of a pushed or presented placement's answer, or `nil` for the root and tabs (each placed once).
    func answerKey(_ placement: Placement, report: ControllerReport?) -> AnswerKey? {
        guard placement.arrival == .pushed || placement.arrival == .presented else { return nil }
        let values = [report?.supportedOrientations, report?.shouldAutorotate, report?.preferredOrientation]
        let declared = placement.arrival == .presented ? placement.style ?? report?.modalPresentationStyle : nil
        return AnswerKey(
            arrival: placement.arrival, values: values.map { $0?.bestKnown },
            dynamic: values.map { $0?.isDynamic == true },
            style: declared?.bestKnown, styleIsDynamic: declared?.isDynamic == true,
            segueStyle: placement.arrival == .presented ? placement.segueStyle : nil)
    }

    /// The engine's answers for every placement on each idiom of `families` and each release, in that order
    /// (idiom, release, placement).
    func screens(
        _ placements: [Placement], families: [UserInterfaceIdiom], app: AppConfiguration,
        controllers: [String: ControllerReport], delegateIsDynamic: Bool, rootSpec: ControllerNode
    ) -> [Screen] {
        // Pushed and presented controllers with the same values get the same answer: the engine runs once per
        // distinct input, not once per controller (a project of many alike screens would run it thousands of times).
        // A placement's values are the same on every idiom and release: each distinct one is numbered once.
        var answerNumbers: [AnswerKey: Int] = [:]
        let numbers = placements.map { placement in
            answerKey(placement, report: controllers[placement.className]).map { key in
                if let number = answerNumbers[key] { return number }
                answerNumbers[key] = answerNumbers.count
                return answerNumbers.count - 1
            }
        }
        // Each distinct answer is asked of the engine once, the questions on every core; the screens then come in
        // the report's order (idiom, release, placement), a repeated answer under each controller's own name.
        let questions = families.flatMap { idiom in
            versions.flatMap { version in
                placements.indices.map { Question(idiom: idiom, version: version, placement: $0) }
            }
        }
        var asked: Set<ScreenKey> = []
        let answered = questions.filter { question in
            numbers[question.placement].map { asked.insert(question.key($0)).inserted } ?? true
        }.concurrentMap(chunkSize: 4) { question in
            screen(
                placements[question.placement], app: app, idiom: question.idiom, version: question.version,
                controllers: controllers, delegateIsDynamic: delegateIsDynamic, rootSpec: rootSpec)
        }
        var nextAnswer = answered.makeIterator()
        var answers: [ScreenKey: Screen] = [:]
        return questions.map { question in
            guard let key = numbers[question.placement].map(question.key) else { return nextAnswer.next()! }
            if var known = answers[key] {
                known.controller = placements[question.placement].className
                return known
            }
            let answer = nextAnswer.next()!
            answers[key] = answer
            return answer
        }
    }

    /// The engine's answer for one placement on one idiom and release.
    func screen(
        _ placement: Placement, app: AppConfiguration, idiom: UserInterfaceIdiom, version: IOSVersion,
        controllers: [String: ControllerReport], delegateIsDynamic: Bool, rootSpec: ControllerNode
    ) -> Screen {
        let report = controllers[placement.className]
        var dependsOnRuntime = delegateIsDynamic
        // Pushes go on the root's navigation controller, or on the first tab that is one (selected); with no
        // navigation controller known, on a plain UINavigationController as the window's root (*choice*).
        var spec = rootSpec
        var selectedTab = 0
        if case .tab(let index) = placement.arrival { selectedTab = index }
        if placement.arrival == .pushed, spec.kind != "navigation" {
            if spec.kind == "tabBar", let index = spec.children.firstIndex(where: { $0.kind == "navigation" }) {
                selectedTab = index
            } else {
                spec = ControllerNode(className: "UINavigationController", kind: "navigation", children: [spec])
            }
        }
        let usesRoot = placement.arrival != .presented
        let (root, rootIsDynamic) =
            usesRoot
            ? makeNode(spec, selectedTab: selectedTab, version: version, controllers: controllers)
            : (ViewController(id: "presenter"), false)
        dependsOnRuntime = dependsOnRuntime || rootIsDynamic
        let session = OrientationSession(device: Self.devices[idiom]!, app: app, iosVersion: version, root: root)
        var crash = session.launch()
        switch placement.arrival {
        case .root, .tab:
            break
        case .pushed:
            let navigation =
                root as? NavigationController ?? (root as? TabBarController)?.selectedViewController
                as? NavigationController
            let (controller, dynamic) = Self.makeController(report, id: placement.className)
            dependsOnRuntime = dependsOnRuntime || dynamic
            if crash == nil, let navigation { crash = session.push(controller, on: navigation, animated: false) }
        case .presented:
            let (controller, dynamic) = Self.makeController(report, id: placement.className)
            let declared = placement.style ?? report?.modalPresentationStyle
            dependsOnRuntime = dependsOnRuntime || dynamic || declared?.isDynamic == true
            let style: PresentationStyle =
                if case .style(let named) = declared?.bestKnown { named ?? .default(for: version) } else {
                    placement.segueStyle ?? .default(for: version)
                }
            if crash == nil { crash = session.present(controller, style: style, animated: false) }
        }
        let orientations =
            crash == nil ? (try? session.supportedOrientations(decidedBy: session.decidingController).get()) ?? [] : []
        return Screen(
            controller: placement.className, device: idiom.reportName, iosVersion: version, orientations: orientations,
            crash: crash, dependsOnRuntime: dependsOnRuntime)
    }

    /// A controller of the root hierarchy as the engine sees it: a navigation controller (forwarding to its top
    /// child when the project's subclass does) holding its root child, a tab bar controller holding its tabs
    /// (`selectedTab` selected; forwarding to the selected tab when the subclass does, else the release's policy),
    /// or one controller; and whether a dynamic value went in.
    func makeNode(
        _ node: ControllerNode, selectedTab: Int, version: IOSVersion, controllers: [String: ControllerReport]
    ) -> (ViewController, Bool) {
        let report = controllers[node.className]
        let children = node.children.map {
            makeNode($0, selectedTab: 0, version: version, controllers: controllers)
        }
        let ownIsDynamic = [report?.supportedOrientations, report?.shouldAutorotate, report?.preferredOrientation]
            .contains { $0?.isDynamic == true }
        let dynamic = ownIsDynamic || children.contains { $0.1 }
        let mask = report?.supportedOrientations?.bestKnown?.mask
        let autorotates = report?.shouldAutorotate?.bestKnown?.bool ?? true
        let preferred = report?.preferredOrientation?.bestKnown?.orientation
        switch node.kind {
        case "navigation":
            let navigation = NavigationController(
                id: node.className, viewControllers: children.map(\.0),
                forwardsToTop: report?.forwardsToChild != nil, supportedInterfaceOrientations: mask,
                shouldAutorotate: autorotates, preferredInterfaceOrientationForPresentation: preferred)
            return (navigation, dynamic)
        case "tabBar" where !children.isEmpty:
            let forwardsToSelected = report?.forwardsToChild?.lowercased().contains("selected") == true
            let tabBar = TabBarController(
                id: node.className, viewControllers: children.map(\.0),
                selectedIndex: children.indices.contains(selectedTab) ? selectedTab : 0,
                policy: forwardsToSelected ? .selected : .default(for: version), supportedInterfaceOrientations: mask,
                shouldAutorotate: autorotates, preferredInterfaceOrientationForPresentation: preferred)
            return (tabBar, dynamic)
        case "container" where !children.isEmpty:
            // A split view controller (or another UIKit container a storyboard fills): its children embedded,
            // answering as the deciding child when there is one.
            let container = ContainerViewController(
                id: node.className, embeddedChildren: children.map(\.0), supportedInterfaceOrientations: mask,
                shouldAutorotate: autorotates, preferredInterfaceOrientationForPresentation: preferred)
            container.forwardsOrientationTo = node.decidingChild.map(OrientationForwarding.child)
            return (container, dynamic)
        default:
            return Self.makeController(report, id: node.className)
        }
    }

    /// An engine controller answering as `report` does (dynamic values at their declared default), and whether a
    /// dynamic value went in.
    static func makeController(_ report: ControllerReport?, id: String) -> (ViewController, Bool) {
        let values = [report?.supportedOrientations, report?.shouldAutorotate, report?.preferredOrientation]
        let controller = ViewController(
            id: id, supportedInterfaceOrientations: report?.supportedOrientations?.bestKnown?.mask,
            shouldAutorotate: report?.shouldAutorotate?.bestKnown?.bool ?? true,
            preferredInterfaceOrientationForPresentation: report?.preferredOrientation?.bestKnown?.orientation)
        return (controller, values.contains { $0?.isDynamic == true })
    }

    /// Whether the engine fails `requestGeometryUpdate(mask)` while `controller` decides (full screen).
    static func geometryRequestFails(
        _ mask: InterfaceOrientationMask, controller report: ControllerReport?, app: AppConfiguration,
        idiom: UserInterfaceIdiom, version: IOSVersion
    ) -> Bool {
        guard version.has(.orientationUpdateAPI) else { return false }
        let (controller, _) = makeController(report, id: report?.name ?? "controller")
        let session = OrientationSession(device: devices[idiom]!, app: app, iosVersion: version, root: controller)
        guard session.launch() == nil, session.requestGeometryUpdate(mask) == nil else { return false }
        return session.events.contains { $0.name == "geometryUpdateError" }
    }
}
