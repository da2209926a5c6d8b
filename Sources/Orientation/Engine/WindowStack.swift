/// The windows of the app's scene as plain values, and UIKit's rule for which of them decides the scene's interface
/// orientation.
///
/// The main window (``mainWindowID``, level 0, `UIWindow.Level.normal`) is always there; a scenario's `addWindow`
/// step adds more. In the decompiled iOS 26.1 UIKitCore, `-[UIWindowScene _currentlySupportedInterfaceOrientations]`
/// asks `+[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:]`, which takes
/// `-[UIWindowScene _topVisibleWindowPassingTest:]`: of the visible windows, the one with the highest
/// `windowLevel` (a later window replaces the one found only when its level is strictly higher). Whether a window
/// is key plays no part. That window's root controller answers the supported orientations
/// (``controllingWindow``). When the key window goes away, UIKit's `_findNewKeyWindowPassingTest:` picks the new one
/// through the same top-visible-window search.
///
/// *Choices* (`docs/uikit-versions.md`): windows are visited in the order they were added, the main window first,
/// so between equal levels the earlier window keeps control; every window fills the scene; Pivot's windows are
/// never internal, hidden or hosted in another process, the cases UIKit's test skips.
public struct WindowStack: Sendable, Hashable {
    /// One window of the scene.
    public struct Window: Sendable, Hashable {
        /// The window's id (``WindowStack/mainWindowID`` for the main window).
        public var id: String
        /// Its `windowLevel`: higher levels are drawn above and decide first.
        public var level: Double
        /// Whether it is the key window (it receives key events; it does not decide the orientation).
        public var isKey: Bool

        /// Creates a window.
        public init(id: String, level: Double, isKey: Bool) {
            self.id = id
            self.level = level
            self.isKey = isKey
        }
    }

    /// The id of the app's main window.
    public static let mainWindowID = "main"

    /// Every window, in the order they were added (the main window first).
    public private(set) var windows: [Window] = [Window(id: mainWindowID, level: 0, isKey: true)]

    /// Creates a stack holding the main window alone, key.
    public init() {}

    /// The window whose root controller decides the scene's orientation: the highest level, the earlier window
    /// between equal levels.
    public var controllingWindow: Window {
        windows.dropFirst().reduce(windows[0]) { top, window in window.level > top.level ? window : top }
    }

    /// The key window.
    public var keyWindow: Window? { windows.first(where: \.isKey) }

    /// The windows bottom first, as they are drawn: by level, and between equal levels in the order they were added
    /// (a window shown later is ordered in front of the others at its level).
    public var drawingOrder: [Window] {
        windows.enumerated().sorted { a, b in
            a.element.level != b.element.level ? a.element.level < b.element.level : a.offset < b.offset
        }.map(\.element)
    }

    /// Whether a window has `id`.
    public func contains(_ id: String) -> Bool { windows.contains { $0.id == id } }

    /// Adds `window` on top of the windows at its level; a key window takes the key status from the others.
    /// - Precondition: No window has its id.
    public mutating func add(_ window: Window) {
        precondition(!contains(window.id), "a window \"\(window.id)\" already exists")
        if window.isKey { for index in windows.indices { windows[index].isKey = false } }
        windows.append(window)
    }

    /// Removes the window `id`; if it was key, the window now on top becomes key.
    /// - Returns: The removed window, or `nil` when there is none with that id.
    /// - Precondition: `id` is not the main window's.
    @discardableResult
    public mutating func remove(_ id: String) -> Window? {
        precondition(id != Self.mainWindowID, "the main window cannot be removed")
        guard let index = windows.firstIndex(where: { $0.id == id }) else { return nil }
        let removed = windows.remove(at: index)
        if removed.isKey {
            let top = controllingWindow.id
            for index in windows.indices where windows[index].id == top { windows[index].isKey = true }
        }
        return removed
    }
}
