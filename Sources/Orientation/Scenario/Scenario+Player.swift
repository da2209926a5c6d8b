extension Scenario {
    /// The first `player` controller the scenario builds: in the root's tree first, then in the controllers the
    /// steps present, push or add as children, in order (each tree depth first); `nil` when there is none.
    ///
    /// `pivot play --scenario` plays it.
    public var firstPlayer: ControllerSpec? {
        func first(in spec: ControllerSpec) -> ControllerSpec? {
            spec.kind == .player ? spec : spec.children.lazy.compactMap(first).first
        }
        if let player = first(in: root) { return player }
        for step in steps {
            switch step {
            case .present(let spec, _, _), .push(let spec, _, _), .addChild(let spec, _, _):
                if let player = first(in: spec) { return player }
            default: continue
            }
        }
        return nil
    }
}
