/// How an iPad app's window shares the screen (`docs/uikit-versions.md`, "iPad windows", gives the sources).
public enum WindowMode: String, Sendable, Hashable, CaseIterable {
    /// The window fills the screen.
    case fullScreen
    /// Classic Split View: full height, one of the widths the system offers (``DeviceModel/splitViewWidths(in:)``).
    case splitView
    /// Slide Over: a full-height narrow window floating at a side of the screen.
    case slideOver
    /// Stage Manager (iPadOS 16+, on the iPads that support it): a free-form window.
    case stageManager
    /// iPadOS 26's Windowed Apps mode: a free-form window.
    case windowed

    /// The change that introduced the mode, or `nil` for modes that exist in every modelled release (Split View
    /// and Slide Over date from iOS 9).
    public var requires: UIKitChange? {
        switch self {
        case .fullScreen, .splitView, .slideOver: nil
        case .stageManager: .stageManager
        case .windowed: .windowedApps
        }
    }

    /// Whether the person sizes the window freely (within ``WindowPlacement/minimumSize`` and the screen).
    public var isFreeForm: Bool { self == .stageManager || self == .windowed }
}
