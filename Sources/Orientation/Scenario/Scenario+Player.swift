extension Scenario {
    /// The first player the scenario builds, a `player` or an `avPlayerViewController`: in the root's tree first,
    /// then in the controllers the steps present, push, add as children or make a window's root, in order (each
    /// tree depth first); `nil` when there is none.
    ///
    /// The steps are those of the scenario's iOS release: the parser has already taken each `ifVersion` branch
    /// for it (``parse(_:folder:iosVersion:)``), so a player only an untaken branch builds is not found.
    /// `pivot play --scenario` plays it.
    public var firstPlayer: ControllerSpec? {
        func first(in spec: ControllerSpec) -> ControllerSpec? {
            spec.kind == .player || spec.kind == .avPlayerViewController
                ? spec : spec.children.lazy.compactMap(first).first
        }
        if let player = first(in: root) { return player }
        for step in steps {
            switch step {
            case .present(let spec, _, _), .push(let spec, _, _), .addChild(let spec, _, _),
                .addWindow(_, _, let spec, _):
                if let player = first(in: spec) { return player }
            default: continue
            }
        }
        return nil
    }
}
