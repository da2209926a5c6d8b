import Orientation

/// `pivot-bench orientation`: mask resolution plus rotation decision on a five-level tree, in decisions per second.
///
/// The tree is the worst case for resolution: every level forwards to the next (tab bar with the `selected`
/// policy, navigation controllers forwarding to their top), so each decision walks all five levels.
enum OrientationBenchmark {
    static func run() {
        let leaf = ViewController(id: "leaf", supportedInterfaceOrientations: .allButUpsideDown)
        let inner = NavigationController(id: "inner", viewControllers: [leaf], forwardsToTop: true)
        let tabs = TabBarController(id: "tabs", viewControllers: [inner], policy: .selected)
        let outer = NavigationController(id: "outer", viewControllers: [tabs], forwardsToTop: true)
        let root = TabBarController(id: "root", viewControllers: [outer], policy: .selected)
        let session = OrientationSession(device: DeviceCatalog.device(id: "iphone-15")!, root: root)
        session.launch()
        let poses = DeviceOrientation.allCases
        let iterations = 2_000_000
        var rotations = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<iterations {
                if case .rotate = session.rotationDecision(for: poses[index % poses.count]) { rotations += 1 }
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Int(Double(iterations) / seconds)
        print("orientation: \(iterations) decisions (\(rotations) rotations) in \(seconds) s: \(rate) decisions/s")
    }
}
