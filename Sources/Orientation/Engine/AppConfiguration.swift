/// The app-level orientation settings: Info.plist keys and the app and scene delegates' answers.
public struct AppConfiguration: Sendable, Hashable {
    /// `UISupportedInterfaceOrientations`, or `nil` if the key is absent.
    public var supportedOrientations: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~ipad`, or `nil` if the key is absent.
    public var supportedOrientationsPad: InterfaceOrientationMask?
    /// `UISupportedInterfaceOrientations~iphone`, or `nil` if the key is absent.
    public var supportedOrientationsPhone: InterfaceOrientationMask?
    /// The orientations of `UISupportedInterfaceOrientations` in the order the Info.plist lists them (empty when
    /// the key is absent); the launch orientation follows this order (``listedOrientations(for:)``).
    public var supportedOrientationsOrder: [InterfaceOrientation] = []
    /// The orientations of `UISupportedInterfaceOrientations~ipad` in the order listed.
    public var supportedOrientationsPadOrder: [InterfaceOrientation] = []
    /// The orientations of `UISupportedInterfaceOrientations~iphone` in the order listed.
    public var supportedOrientationsPhoneOrder: [InterfaceOrientation] = []
    /// What `application(_:supportedInterfaceOrientationsFor:)` returns, or `nil` if the delegate does not
    /// implement it.
    public var delegateOrientations: InterfaceOrientationMask?
    /// What the window scene delegate's `supportedInterfaceOrientations(for:)` returns (iOS 27+), or `nil` if the
    /// delegate does not implement it.
    public var sceneDelegateOrientations: InterfaceOrientationMask?
    /// Whether the Info.plist has a `UIApplicationSceneManifest`, that is whether the app adopts the scene life
    /// cycle; from iOS 27 an app without one fails to launch.
    public var hasSceneManifest: Bool
    /// `UIRequiresFullScreen`: opts an iPad app out of multitasking.
    public var requiresFullScreen: Bool
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`: the release from which UIKit ignores
    /// ``requiresFullScreen`` (read from iPadOS 26.2), or `nil` if the key is absent.
    public var requiresFullScreenIgnoredFrom: IOSVersion?

    /// Creates a configuration; every key is optional, as in a real Info.plist.
    public init(
        supportedOrientations: InterfaceOrientationMask? = nil,
        supportedOrientationsPad: InterfaceOrientationMask? = nil,
        supportedOrientationsPhone: InterfaceOrientationMask? = nil,
        delegateOrientations: InterfaceOrientationMask? = nil,
        sceneDelegateOrientations: InterfaceOrientationMask? = nil, hasSceneManifest: Bool = true,
        requiresFullScreen: Bool = false, requiresFullScreenIgnoredFrom: IOSVersion? = nil
    ) {
        self.supportedOrientations = supportedOrientations
        self.supportedOrientationsPad = supportedOrientationsPad
        self.supportedOrientationsPhone = supportedOrientationsPhone
        self.delegateOrientations = delegateOrientations
        self.sceneDelegateOrientations = sceneDelegateOrientations
        self.hasSceneManifest = hasSceneManifest
        self.requiresFullScreen = requiresFullScreen
        self.requiresFullScreenIgnoredFrom = requiresFullScreenIgnoredFrom
    }

    /// The Info.plist mask on `idiom`: the idiom's variant key, else the generic key, else the idiom default.
    public func plistOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
        let variant = idiom == .pad ? supportedOrientationsPad : supportedOrientationsPhone
        return variant ?? supportedOrientations ?? idiom.defaultOrientations
    }

    /// The Info.plist's orientations on `idiom` in the order listed: the idiom's variant key's when that key is
    /// present, else the generic key's (empty when neither lists an order).
    public func listedOrientations(for idiom: UserInterfaceIdiom) -> [InterfaceOrientation] {
        let hasVariant = (idiom == .pad ? supportedOrientationsPad : supportedOrientationsPhone) != nil
        let variant = idiom == .pad ? supportedOrientationsPadOrder : supportedOrientationsPhoneOrder
        return hasVariant ? variant : supportedOrientationsOrder
    }

    /// The app mask on `idiom` under `version`: from iOS 27 the scene delegate's answer, which replaces the
    /// app's (``UIKitChange/sceneDelegateOrientations``); else the app delegate's answer; else
    /// ``plistOrientations(for:)``. Before 27 UIKit never asks the scene delegate.
    public func orientations(for idiom: UserInterfaceIdiom, on version: IOSVersion) -> InterfaceOrientationMask {
        let sceneAnswer = version.has(.sceneDelegateOrientations) ? sceneDelegateOrientations : nil
        return sceneAnswer ?? delegateOrientations ?? plistOrientations(for: idiom)
    }

    /// Whether the app supports iPad multitasking on `idiom`, in which case UIKit never consults view controllers:
    /// an iPad app whose Info.plist declares all four orientations and that does not require full screen.
    public func supportsMultitasking(on idiom: UserInterfaceIdiom) -> Bool {
        idiom == .pad && plistOrientations(for: idiom) == .all && !requiresFullScreen
    }

    /// Whether UIKit keeps the app full screen under `version`: ``requiresFullScreen`` is set and not ignored
    /// (deprecated in 26 but still honoured; ignored from ``requiresFullScreenIgnoredFrom`` on 26.2 and later).
    public func requiresFullScreen(on version: IOSVersion) -> Bool {
        guard requiresFullScreen else { return false }
        guard version.has(.requiresFullScreenIgnoredKey), let ignoredFrom = requiresFullScreenIgnoredFrom else {
            return true
        }
        return version < ignoredFrom
    }
}
