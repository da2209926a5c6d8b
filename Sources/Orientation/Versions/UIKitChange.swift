/// One change in UIKit's orientation behaviour, and the release that made it: the rule table behind
/// ``IOSVersion``. `docs/uikit-versions.md` gives each row's source.
///
/// A later issue adds rows here; the engine asks ``IOSVersion/has(_:)`` and never compares version numbers itself.
public enum UIKitChange: String, Sendable, Hashable, CaseIterable {
    /// iOS 13: scene-based UIKit. The scene asks the root controller for its mask without raising
    /// `UIApplicationInvalidInterfaceOrientation`: an empty mask keeps the current orientation (with a warning). A
    /// full-screen presentation still raises (``OrientationRules/raisesNoCommonOrientation(controllerMask:appMask:presentationStyle:windowCanSetOrientations:shouldAutorotate:)``).
    case emptyMaskKeepsOrientation
    /// iOS 13: `viewIsAppearing(_:)` runs between `viewWillAppear` and the first layout (back-deployed from 17).
    case viewIsAppearing
    /// iOS 13: a presentation without a style uses `automatic`, a page sheet for a plain controller.
    case automaticPresentationStyle
    /// iOS 13: a tab bar controller answers from its selected tab by default (choice; see the docs).
    case tabBarForwardsToSelectedTab
    /// iOS 16: UIKit no longer consults `shouldAutorotate`.
    case shouldAutorotateIgnored
    /// iOS 16: `setNeedsUpdateOfSupportedInterfaceOrientations()` and `requestGeometryUpdate(_:)` exist.
    case orientationUpdateAPI
    /// iOS 16: `UIDevice`'s `setValue(_:forKey: "orientation")` no longer turns the interface, and
    /// `attemptRotationToDeviceOrientation()` is deprecated and only asks UIKit to re-read the masks.
    case deviceOrientationTrickIgnored
    /// iOS 16: the scene publishes its supported orientations to the system, and a device rotation turns by the
    /// mask last published: a changed mask takes effect only after `setNeedsUpdateOfSupportedInterfaceOrientations()`
    /// or a change of the deciding controller (before 16 the next rotation asks the controllers again).
    case supportedOrientationsPublished
    /// iPadOS 16: Stage Manager's free-form windows, on the iPads that support it.
    case stageManager
    /// iPadOS 26: the Windowed Apps mode, and `prefersInterfaceOrientationLocked`, honoured only while the window
    /// fills the screen.
    case windowedApps
    /// iPadOS 26: a window's live resize (or move) animates the scene's geometry with a spring
    /// (``SpringCurve/liveResize``) instead of cutting to the new frame.
    case liveResizeSpring
    /// iPadOS 26: Split View and Slide Over are removed; windows are tiled and resized in the Windowed Apps mode
    /// instead.
    case classicMultitaskingRemoved
    /// iPadOS 26.1: Slide Over returns (one app at a time, entered from the window controls).
    case slideOverReturned
    /// iPadOS 26.2: UIKit reads `UIRequiresFullScreenIgnoredStartingWithVersion`.
    case requiresFullScreenIgnoredKey
    /// iOS 18.4: UIKit logs at launch that an app without the scene life cycle will fail an assertion in a
    /// future version (a `warning` event).
    case sceneLifecycleWarning
    /// iOS 26: that log line says the scene life cycle "will soon be required".
    case sceneLifecycleSoonRequiredWarning
    /// iOS 27: an app without the scene life cycle (no `UIApplicationSceneManifest`) fails to launch.
    case sceneLifecycleRequired
    /// iOS 27: UIKit asks the window scene delegate's `supportedInterfaceOrientations(for:)`, whose answer replaces
    /// the app's (the app delegate's `application(_:supportedInterfaceOrientationsFor:)` is deprecated).
    case sceneDelegateOrientations

    /// The first release with the change.
    public var introduced: IOSVersion {
        switch self {
        case .emptyMaskKeepsOrientation, .viewIsAppearing, .automaticPresentationStyle, .tabBarForwardsToSelectedTab:
            IOSVersion(major: 13)
        case .shouldAutorotateIgnored, .orientationUpdateAPI, .deviceOrientationTrickIgnored, .stageManager,
            .supportedOrientationsPublished:
            IOSVersion(major: 16)
        case .sceneLifecycleWarning: IOSVersion(major: 18, minor: 4)
        case .windowedApps, .sceneLifecycleSoonRequiredWarning, .classicMultitaskingRemoved, .liveResizeSpring:
            IOSVersion(major: 26)
        case .slideOverReturned: IOSVersion(major: 26, minor: 1)
        case .requiresFullScreenIgnoredKey: IOSVersion(major: 26, minor: 2)
        case .sceneLifecycleRequired, .sceneDelegateOrientations: IOSVersion(major: 27)
        }
    }
}

extension IOSVersion {
    /// Whether this release has `change`.
    public func has(_ change: UIKitChange) -> Bool { self >= change.introduced }
}
