import Chrome
import Orientation
import Player

/// `pivot-bench chrome`: what the system chrome adds to drawing a screen, in milliseconds per frame.
///
/// The screen is the worst ordinary case for the chrome: an iPhone 16 Pro at its own scale (1206 × 2622) showing
/// a navigation controller in a tab bar, so the status bar, navigation bar, tab bar and home indicator are all
/// composited on every frame (`play`'s full-screen player hides the status bar and home indicator, so its frames
/// composite nothing). The same session is drawn with `--chrome none` and `--chrome system`.
enum ChromeBenchmark {
    static func run() {
        let device = DeviceCatalog.device(id: "iphone-16-pro")!
        let frames = 200
        var timings: [(ChromeSettings.Mode, Double)] = []
        for mode in [ChromeSettings.Mode.none, .system] {
            let library = NavigationController(id: "library", viewControllers: [ViewController(id: "albums")])
            let tabs = TabBarController(
                id: "tabs", viewControllers: [library, ViewController(id: "search")], policy: .selected)
            let session = OrientationSession(device: device, root: tabs)
            session.launch()
            var compositor = SceneCompositor(scale: device.scale)
            compositor.chrome = ChromeSettings(mode: mode)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 0..<frames { _ = try! compositor.render(session, at: session.time) }
            }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            timings.append((mode, seconds * 1000 / Double(frames)))
        }
        let (bare, system) = (timings[0].1, timings[1].1)
        print(
            "chrome: \(frames) frames 1206x2622, none \(bare) ms/frame, system \(system) ms/frame "
                + "(\(((system / bare - 1) * 100).rounded()) %)")
    }
}
