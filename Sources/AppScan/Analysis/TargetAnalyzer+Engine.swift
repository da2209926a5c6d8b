import Foundation
import Orientation

/// Asking the Orientation engine: the screens a placement gives on each idiom and release.
extension TargetAnalyzer {
    /// The engine's answer for one placement on one idiom and release.
    func screen(
        _ placement: Placement, app: AppConfiguration, idiom: UserInterfaceIdiom, version: IOSVersion,
        controllers: [String: ControllerReport], delegateIsDynamic: Bool, rootSpec: RootSpec
    ) -> Screen {
        let report = controllers[placement.className]
        let (controller, dynamic) = Self.makeController(report, id: placement.className)
        var dependsOnRuntime = dynamic || delegateIsDynamic
        let (root, navigation, rootIsDynamic) =
            placement.isRoot || placement.isPushed
            ? makeRoot(rootSpec, controllers: controllers) : (ViewController(id: "presenter"), nil, false)
        if placement.isRoot || placement.isPushed { dependsOnRuntime = dependsOnRuntime || rootIsDynamic }
        let session = OrientationSession(
            device: Self.devices[idiom]!, app: app, iosVersion: version, root: root)
        var crash = session.launch()
        if crash == nil, placement.isPushed, let navigation {
            crash = session.push(controller, on: navigation, animated: false)
        } else if crash == nil, !placement.isRoot {
            let declared = placement.style ?? report?.modalPresentationStyle
            if declared?.isDynamic == true { dependsOnRuntime = true }
            let style: PresentationStyle =
                if case .style(let named) = declared?.bestKnown { named ?? .default(for: version) } else {
                    placement.segueStyle ?? .default(for: version)
                }
            crash = session.present(controller, style: style, animated: false)
        }
        let orientations =
            crash == nil ? (try? session.supportedOrientations(decidedBy: session.decidingController).get()) ?? [] : []
        return Screen(
            controller: placement.className, device: idiom.reportName, iosVersion: version, orientations: orientations,
            crash: crash, dependsOnRuntime: dependsOnRuntime)
    }

    /// The window's root as the engine sees it: a navigation controller (forwarding to its top child when the
    /// project's subclass does) holding its root child, or one controller; and whether a dynamic value went in.
    func makeRoot(
        _ spec: RootSpec, controllers: [String: ControllerReport]
    ) -> (ViewController, NavigationController?, Bool) {
        let report = controllers[spec.className]
        guard spec.isNavigation else {
            let (controller, dynamic) = Self.makeController(report, id: spec.className)
            return (controller, nil, dynamic)
        }
        let child = spec.child.map { Self.makeController(controllers[$0], id: $0) }
        let navigation = NavigationController(
            id: spec.className, viewControllers: child.map { [$0.0] } ?? [],
            forwardsToTop: report?.forwardsToChild != nil,
            supportedInterfaceOrientations: report?.supportedOrientations?.bestKnown?.mask,
            shouldAutorotate: report?.shouldAutorotate?.bestKnown?.bool ?? true,
            preferredInterfaceOrientationForPresentation: report?.preferredOrientation?.bestKnown?.orientation)
        let dynamic =
            [report?.supportedOrientations, report?.shouldAutorotate, report?.preferredOrientation]
            .contains { $0?.isDynamic == true } || child?.1 == true
        return (navigation, navigation, dynamic)
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
