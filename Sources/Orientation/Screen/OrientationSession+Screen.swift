extension OrientationSession {
    /// The views on screen, bottom first: every visible controller at its frame (``PresentationFrame``), the
    /// views behind a compact-width card sheet pushed back, the windows by level (``WindowStack/drawingOrder``).
    ///
    /// A child with a frame (``ViewController/frameInParent``, a scenario's `"frame"`) sits there in its parent;
    /// otherwise a navigation or tab bar controller's shown child fills it (content runs under the bars since
    /// iOS 7) and a custom container's shown children share its height in equal bands, first on top (a choice).
    ///
    /// - Parameter size: The window size to lay out in (the current one by default; a renderer animating a
    ///   rotation passes the animated size).
    public func screenLayers(windowSize size: Size? = nil) -> [ScreenLayer] {
        guard isLaunched else { return [] }
        let windowSize = size ?? self.windowSize
        let insets = safeAreaInsets
        let traits = traitCollection
        var layers: [ScreenLayer] = []
        var frames: [ObjectIdentifier: Rect] = [:]
        for controller in presentationChain {
            var frame = Rect(origin: .zero, size: windowSize)
            var style: PresentationStyle?
            if controller !== root {
                let presentation = controller.modalPresentationStyle
                style = presentation
                let context = controller.presentingViewController.flatMap { frames[ObjectIdentifier($0)] }
                frame = PresentationFrame.frame(
                    for: presentation, in: windowSize, screen: device.portraitSize, safeArea: insets, traits: traits,
                    version: iosVersion, context: context)
                switch presentation {
                case .fullScreen:
                    layers.removeAll()
                case .currentContext:
                    let covered = controller.presentingViewController.map(subtree(of:)) ?? []
                    layers.removeAll { layer in covered.contains { $0 === layer.controller } }
                case .pageSheet, .formSheet, .popover:
                    if frame.size != windowSize, frame.size.width == windowSize.width {
                        for index in layers.indices {
                            layers[index].frame = PresentationFrame.pushedBack(
                                layers[index].frame, in: windowSize, safeArea: insets, traits: traits,
                                version: iosVersion)
                        }
                    }
                case .overFullScreen, .overCurrentContext, .custom, .customFullscreen:
                    break
                }
            }
            append(controller, at: frame, style: style, window: windowSize, insets: insets, to: &layers)
            for layer in layers { frames[ObjectIdentifier(layer.controller)] = layer.frame }
        }
        // The windows by level (``WindowStack/drawingOrder``): an added window fills the scene above or below the
        // main window's views.
        return windows.drawingOrder.flatMap { window in
            guard let windowRoot = windowRoots[window.id] else { return layers }
            var added: [ScreenLayer] = []
            append(
                windowRoot, at: Rect(origin: .zero, size: windowSize), style: nil, window: windowSize, insets: insets,
                to: &added)
            return added
        }
    }

    /// Appends `controller`'s layer at `frame` and, depth first, those of its shown children.
    private func append(
        _ controller: ViewController, at frame: Rect, style: PresentationStyle?, window: Size, insets: EdgeInsets,
        to layers: inout [ScreenLayer]
    ) {
        let overlap = PresentationFrame.safeAreaInsets(
            of: frame, in: window, windowInsets: insetsUnderBars(of: controller, windowInsets: insets))
        layers.append(
            ScreenLayer(controller: controller, frame: frame, presentationStyle: style, safeAreaInsets: overlap))
        let children = controller.visibleChildren
        guard !children.isEmpty else { return }
        let sharesHeight = !(controller is NavigationController || controller is TabBarController)
        let band = frame.size.height / Double(children.count)
        for (index, child) in children.enumerated() {
            let childFrame =
                if let placed = child.frameInParent {
                    Rect(
                        x: frame.origin.x + placed.origin.x, y: frame.origin.y + placed.origin.y,
                        width: placed.size.width, height: placed.size.height)
                } else if sharesHeight {
                    Rect(
                        x: frame.origin.x, y: frame.origin.y + band * Double(index), width: frame.size.width,
                        height: band)
                } else {
                    frame
                }
            append(child, at: childFrame, style: nil, window: window, insets: insets, to: &layers)
        }
    }

    /// The frames UIKit gives the views of controllers shown in a sheet, under the given window geometry: a
    /// controller presented as a page sheet, form sheet or popover that does not fill the window, and the
    /// children shown in it, get the sheet's frame (`_UIFormSheetPresentationController
    /// sizeForChildContentContainer:` returns the sheet size for the presented controller; a page sheet's view is
    /// its card, `docs/presentation-frames.md`). Controllers missing from the result fill the window.
    func sheetFrames(windowSize: Size, safeArea: EdgeInsets, traits: TraitCollection) -> [ObjectIdentifier: Rect] {
        guard isLaunched else { return [:] }
        var frames: [ObjectIdentifier: Rect] = [:]
        for controller in presentedControllers {
            let style = controller.modalPresentationStyle
            guard style == .pageSheet || style == .formSheet || style == .popover else { continue }
            let frame = PresentationFrame.frame(
                for: style, in: windowSize, screen: device.portraitSize, safeArea: safeArea, traits: traits,
                version: iosVersion)
            guard frame.size != windowSize else { continue }
            for shown in subtree(of: controller) { frames[ObjectIdentifier(shown)] = frame }
        }
        return frames
    }
}
