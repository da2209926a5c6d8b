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

    /// Whether the mode exists under `version`: Split View until iPadOS 26.0 removed it, Slide Over until 26.0 and
    /// again from 26.1, the others from the change that introduced them (``requires``).
    public func exists(on version: IOSVersion) -> Bool {
        switch self {
        case .splitView: !version.has(.classicMultitaskingRemoved)
        case .slideOver: !version.has(.classicMultitaskingRemoved) || version.has(.slideOverReturned)
        case .fullScreen, .stageManager, .windowed: requires.map(version.has) ?? true
        }
    }

    /// Why the mode does not exist under `version`, as the end of an error line, or `nil` if it does.
    public func absence(on version: IOSVersion) -> String? {
        guard !exists(on: version) else { return nil }
        switch self {
        case .splitView:
            return "splitView was removed in iPadOS 26.0 (windows tile in the windowed mode instead)"
        case .slideOver:
            return "slideOver is not in iPadOS 26.0 (removed in 26.0, back from 26.1)"
        case .fullScreen, .stageManager, .windowed:
            return "\(rawValue) needs iPadOS \(requires?.introduced ?? .oldest) or later"
        }
    }

    /// Whether the person sizes the window freely (within ``WindowPlacement/minimumSize`` and the screen).
    public var isFreeForm: Bool { self == .stageManager || self == .windowed }
}
