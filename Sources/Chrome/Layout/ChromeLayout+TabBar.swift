import Orientation
import Typesetting

/// The tab bar's layout: the classic bar at the bottom, the floating bar of iOS 26 on iPhone and the floating
/// segmented bar at the top of iPadOS 18 (``Orientation/TabBarPlacement`` decides which), each tab's title and icon
/// slot.
extension ChromeLayout {
    static func tabBar(
        _ bar: ChromeScene.TabBar, size: Size, insets: EdgeInsets, placement: TabBarPlacement,
        idiom: UserInterfaceIdiom,
        isCompactHeight: Bool, margin: Double
    ) -> TabBar {
        let count = bar.titles.count
        // A bottom bar's top edge is where the children's safe area ends (SystemBars, which the session reads too).
        let top =
            size.height
            - SystemBars.tabBarClearance(
                bottomInset: insets.bottom, placement: placement, idiom: idiom, isCompactHeight: isCompactHeight)
        switch placement {
        case .floatingTop:
            return topTabBar(bar, width: size.width, top: insets.top, margin: margin)
        case .floatingBottom:
            let margin = SystemBars.floatingTabBarMargin
            let height = SystemBars.floatingTabBarHeight
            // In landscape the capsule hugs its tabs instead of spanning the wide screen.
            let width = min(size.width - 2 * margin, isCompactHeight ? Double(count) * 96 : .infinity)
            let frame = Rect(x: (size.width - width) / 2, y: top, width: width, height: height)
            let slot = width / Double(count)
            let inset = ChromeMetrics.floatingSelectionInset
            let items = bar.titles.enumerated().map { index, title in
                let x = frame.origin.x + Double(index) * slot
                return stackedItem(
                    title, slot: Rect(x: x, y: frame.origin.y + 3, width: slot, height: height - 6),
                    isSelected: index == bar.selectedIndex)
            }
            let selection = Rect(
                x: frame.origin.x + Double(bar.selectedIndex) * slot + inset, y: frame.origin.y + inset,
                width: slot - 2 * inset, height: height - 2 * inset)
            return TabBar(frame: frame, placement: placement, selection: selection, items: items)
        case .classicBottom:
            let height = SystemBars.classicTabBarHeight(idiom: idiom, isCompactHeight: isCompactHeight)
            let frame = Rect(x: 0, y: top, width: size.width, height: size.height - top)
            // The tabs share the width inside the safe area's sides.
            let slot = (size.width - insets.left - insets.right) / Double(count)
            let isInline = idiom != .phone || isCompactHeight
            let items = bar.titles.enumerated().map { index, title in
                let box = Rect(x: insets.left + Double(index) * slot, y: frame.origin.y, width: slot, height: height)
                return isInline
                    ? inlineItem(title, slot: box, isSelected: index == bar.selectedIndex)
                    : stackedItem(title, slot: box, isSelected: index == bar.selectedIndex)
            }
            return TabBar(frame: frame, placement: placement, selection: nil, items: items)
        }
    }

    /// iPadOS 18's tab bar: a capsule of title-only segments, centred in the navigation bar's row (under the top
    /// safe area, ``Orientation/SystemBars/padNavigationBarHeight`` tall), each segment as wide as its title plus padding,
    /// the selected one on a pill.
    private static func topTabBar(_ bar: ChromeScene.TabBar, width: Double, top: Double, margin: Double) -> TabBar {
        let style = ChromeMetrics.topTabTitle
        let padding = ChromeMetrics.topTabPadding
        let inset = ChromeMetrics.floatingSelectionInset
        var widths = bar.titles.map {
            max(ChromeMetrics.topTabMinimumWidth, estimatedWidth(of: $0, style) + 2 * padding)
        }
        // A bar wider than the window shares what there is equally.
        let room = width - 2 * margin - 2 * inset
        if widths.reduce(0, +) > room { widths = widths.map { _ in room / Double(widths.count) } }
        let height = ChromeMetrics.topTabBarHeight
        let barWidth = widths.reduce(0, +) + 2 * inset
        let frame = Rect(
            x: (width - barWidth) / 2, y: top + (SystemBars.padNavigationBarHeight - height) / 2, width: barWidth,
            height: height)
        var x = frame.origin.x + inset
        var items: [TabItem] = []
        var selection: Rect?
        for (index, title) in bar.titles.enumerated() {
            let segment = Rect(x: x, y: frame.origin.y + inset, width: widths[index], height: height - 2 * inset)
            let isSelected = index == bar.selectedIndex
            if isSelected { selection = segment }
            items.append(
                TabItem(
                    icon: nil,
                    title: Label(
                        text: title, style: style,
                        frame: Rect(
                            x: segment.origin.x + 4, y: segment.origin.y, width: segment.size.width - 8,
                            height: segment.size.height),
                        alignment: .center, ink: isSelected ? .tint : .label),
                    isSelected: isSelected))
            x += widths[index]
        }
        return TabBar(frame: frame, placement: .floatingTop, selection: selection, items: items)
    }

    /// Moves a navigation bar's inline title out of the way of iPadOS 18's top tab bar, which takes the middle of
    /// its row: the title goes leading, from where it started to just before the tabs (a choice: UIKit shows the
    /// title beside the tabs; where exactly is not documented).
    static func makeRoom(for tabs: TabBar, in bar: inout NavigationBar) {
        guard bar.title.style == ChromeMetrics.barTitle else { return }
        let start = bar.title.frame.origin.x
        bar.title.frame.size.width = max(0, tabs.frame.origin.x - ChromeMetrics.topTabGap - start)
        bar.title.alignment = .leading
    }

    /// A title's width without the font: half an em and a little per character (the layout does not open fonts;
    /// the renderer truncates what does not fit).
    private static func estimatedWidth(of title: String, _ style: TextStyle) -> Double {
        Double(title.count) * style.pointSize * 0.55
    }

    /// A tab with its icon above its 10-point title.
    private static func stackedItem(_ title: String, slot: Rect, isSelected: Bool) -> TabItem {
        let icon = ChromeMetrics.tabIconSize
        return TabItem(
            icon: Rect(
                x: slot.origin.x + (slot.size.width - icon) / 2, y: slot.origin.y + ChromeMetrics.tabIconTop,
                width: icon, height: icon),
            title: Label(
                text: title, style: ChromeMetrics.tabTitle,
                frame: Rect(
                    x: slot.origin.x + 2, y: slot.origin.y + ChromeMetrics.tabTitleTop, width: slot.size.width - 4,
                    height: ChromeMetrics.tabTitleHeight),
                alignment: .center, ink: isSelected ? .tint : .inactive),
            isSelected: isSelected)
    }

    /// A tab with its icon beside its 13-point title, the pair centred in the slot. The title's width is not
    /// known without a font, so the pair is centred on an estimate and the title is left-aligned after the icon.
    private static func inlineItem(_ title: String, slot: Rect, isSelected: Bool) -> TabItem {
        let icon = ChromeMetrics.inlineTabIconSize
        let gap = ChromeMetrics.inlineTabGap
        let estimate = min(slot.size.width - icon - gap - 8, estimatedWidth(of: title, ChromeMetrics.inlineTabTitle))
        let start = slot.origin.x + (slot.size.width - icon - gap - estimate) / 2
        let centerY = slot.origin.y + slot.size.height / 2
        return TabItem(
            icon: Rect(x: start, y: centerY - icon / 2, width: icon, height: icon),
            title: Label(
                text: title, style: ChromeMetrics.inlineTabTitle,
                frame: Rect(
                    x: start + icon + gap, y: slot.origin.y,
                    width: slot.origin.x + slot.size.width - (start + icon + gap) - 2, height: slot.size.height),
                alignment: .leading, ink: isSelected ? .tint : .inactive),
            isSelected: isSelected)
    }
}
