extension DeviceModel {
    /// The catalog iPads that run Stage Manager (M1 or later, the iPad Pros with A12X/A12Z from iPadOS 16.1, and
    /// the iPad mini with A17 Pro); `docs/devices.md` names the choices.
    private static let stageManagerIDs: Set<String> = [
        "ipad-mini-a17-pro", "ipad-air", "ipad-air-11-m2", "ipad-pro-11", "ipad-pro-11-m4", "ipad-pro-12-9",
        "ipad-air-13-m2", "ipad-pro-13-m4",
    ]

    /// Whether `mode` exists on this device: every mode but full screen needs an iPad, and Stage Manager an iPad
    /// that supports it.
    public func supports(_ mode: WindowMode) -> Bool {
        switch mode {
        case .fullScreen: true
        case .splitView, .slideOver, .windowed: idiom == .pad
        case .stageManager: idiom == .pad && Self.stageManagerIDs.contains(id)
        }
    }

    /// The width of a Slide Over window and of the narrow Split View slot: 375 points on the 12.9- and 13-inch
    /// iPads, 320 on the others.
    public var narrowWindowWidth: Double { portraitSize.width >= 1024 ? 375 : 320 }

    /// The widths Split View offers in `orientation`: the narrow slot, the other side of a 10-point divider, and
    /// in landscape half the screen less the divider.
    public func splitViewWidths(in orientation: InterfaceOrientation) -> [Double] {
        let screen = windowSize(in: orientation).width
        let wide = screen - WindowPlacement.dividerWidth - narrowWindowWidth
        let half = (screen - WindowPlacement.dividerWidth) / 2
        return orientation.isLandscape ? [narrowWindowWidth, half, wide] : [narrowWindowWidth, wide]
    }
}
