import Orientation
import PivotJSON

extension AppReport {
    /// The `--json` document: camelCase keys in the order issue 25 fixes, paths relative to the project, 1-based
    /// lines, orientation names as Pivot writes them (masks expanded to lists); then, added to that shape, the
    /// targets listed and skipped with the reason (`skippedTargets`).
    public var json: JSONValue {
        .object([
            "project": .string(project), "targets": .array(targets.map(\.json)),
            "skippedTargets": .array(
                skipped.map { .object(["name": .string($0.name), "reason": .string($0.reason)]) }),
        ])
    }
}

extension TargetReport {
    /// The target's object in ``AppReport/json``.
    var json: JSONValue {
        // The long lists (a project's thousands of screens) are built on every core, in order.
        let controllerObjects: [JSONValue] =
            controllers.concurrentMap(chunkSize: 256) { controller in
                .object([
                    "name": .string(controller.name), "superclass": .string(orNull: controller.superclass),
                    "kind": .string(controller.kind), "file": .string(controller.location.file),
                    "line": line(controller.location),
                    "supportedOrientations": valueJSON(controller.supportedOrientations),
                    "preferredOrientationForPresentation": valueJSON(controller.preferredOrientation),
                    "shouldAutorotate": valueJSON(controller.shouldAutorotate),
                    "modalPresentationStyle": valueJSON(controller.modalPresentationStyle),
                ])
            }
        let screenObjects: [JSONValue] =
            screens.concurrentMap(chunkSize: 256) { screen in
                .object([
                    "controller": .string(screen.controller), "device": .string(screen.device),
                    "iosVersion": .string(screen.iosVersion.description),
                    "orientations": orientationList(screen.orientations), "crash": .bool(screen.crash != nil),
                    "dependsOnRuntime": .bool(screen.dependsOnRuntime),
                ])
            }
        return .object([
            "name": .string(name), "infoPlist": .string(orNull: infoPlist),
            "deploymentTarget": .string(orNull: deploymentTarget),
            "families": .array(families.map { .string($0.reportName) }),
            "orientations": .object([
                "iphone": orientationList(app.plistOrientations(for: .phone)),
                "ipad": orientationList(app.plistOrientations(for: .pad)),
                "sources": .array(orientationSources.map { .object(["file": .string($0.file), "line": line($0)]) }),
            ]),
            "requiresFullScreen": .bool(app.requiresFullScreen), "sceneManifest": .bool(app.hasSceneManifest),
            "appDelegate": appDelegate.map { delegate in
                .object([
                    "class": .string(delegate.className), "file": .string(delegate.location.file),
                    "line": line(delegate.location), "orientations": valueJSON(delegate.orientations),
                ])
            } ?? .null,
            "controllers": .array(controllerObjects),
            "storyboards": .array(storyboards.map(\.json)),
            "findings": .array(
                findings.map { finding in
                    .object([
                        "rule": .string(finding.rule), "severity": .string(finding.severity.rawValue),
                        "message": .string(finding.message), "file": .string(finding.location.file),
                        "line": line(finding.location),
                        "iosVersions": .array(finding.iosVersions.map { .string($0.description) }),
                    ])
                }),
            "screens": .array(screenObjects),
        ])
    }
}

extension StoryboardFacts {
    var json: JSONValue {
        .object([
            "file": .string(file), "initial": .string(orNull: initial),
            "controllers": .array(
                controllers.map {
                    .object(["id": .string($0.id), "class": .string($0.className), "kind": .string($0.kind)])
                }
            ),
            "segues": .array(
                segues.map { segue in
                    .object([
                        "from": .string(segue.from), "to": .string(segue.to), "kind": .string(segue.kind),
                        "presentation": .string(orNull: segue.presentation), "file": .string(file),
                        "line": .number(Double(segue.line)),
                    ])
                }),
        ])
    }
}

/// A line as JSON: a number, or `null` where the file has no lines.
func line(_ location: SourceLocation) -> JSONValue { location.line.map { .number(Double($0)) } ?? .null }

/// A mask as the list of its orientations' names.
func orientationList(_ mask: InterfaceOrientationMask) -> JSONValue {
    .array(mask.orientations.map { .string($0.name) })
}

/// `null` (no override) or `{"value", "dynamic", "expression", "file", "line"}`; a dynamic value's `value` is
/// `null`: the report never guesses it.
func valueJSON(_ value: ResolvedValue?) -> JSONValue {
    guard let value else { return .null }
    let constant: JSONValue =
        switch value.constant {
        case .mask(let mask): orientationList(mask)
        case .orientation(let orientation): .string(orientation.name)
        case .bool(let bool): .bool(bool)
        case .style(let style): .string(style?.rawValue ?? "automatic")
        case nil: .null
        }
    return .object([
        "value": constant, "dynamic": .bool(value.isDynamic), "expression": .string(value.expression.text),
        "file": .string(value.expression.location.file), "line": line(value.expression.location),
    ])
}
