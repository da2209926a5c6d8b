import Orientation
import Typesetting

/// The tab bar's layout: the classic bar through iOS 18 and the floating bar of iOS 26, each tab's title and
/// icon slot.
extension ChromeLayout {
    static func tabBar(
        _ bar: ChromeScene.TabBar, size: Size, insets: EdgeInsets, idiom: UserInterfaceIdiom, isCompactHeight: Bool,
        version: IOSVersion
    ) -> TabBar {
        let count = bar.titles.count
        let isPhone = idiom == .phone
        // The bar's top edge is where the children's safe area ends (SystemBars, which the session reads too).
        let top =
            size.height
            - SystemBars.tabBarClearance(
                bottomInset: insets.bottom, idiom: idiom, isCompactHeight: isCompactHeight, version: version)
        if SystemBars.isFloatingTabBar(idiom: idiom, version: version) {
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
            return TabBar(frame: frame, isFloating: true, selection: selection, items: items)
        }
        let height = SystemBars.classicTabBarHeight(idiom: idiom, isCompactHeight: isCompactHeight)
        let frame = Rect(x: 0, y: top, width: size.width, height: size.height - top)
        // The tabs share the width inside the safe area's sides.
        let slot = (size.width - insets.left - insets.right) / Double(count)
        let isInline = !isPhone || isCompactHeight
        let items = bar.titles.enumerated().map { index, title in
            let box = Rect(x: insets.left + Double(index) * slot, y: frame.origin.y, width: slot, height: height)
            return isInline
                ? inlineItem(title, slot: box, isSelected: index == bar.selectedIndex)
                : stackedItem(title, slot: box, isSelected: index == bar.selectedIndex)
        }
        return TabBar(frame: frame, isFloating: false, selection: nil, items: items)
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
    /// known without a font, so the pair is centred on an estimate (half an em per character) and the title is
    /// left-aligned after the icon.
    private static func inlineItem(_ title: String, slot: Rect, isSelected: Bool) -> TabItem {
        let icon = ChromeMetrics.inlineTabIconSize
        let gap = ChromeMetrics.inlineTabGap
        let estimate = min(
            slot.size.width - icon - gap - 8, Double(title.count) * ChromeMetrics.inlineTabTitle.pointSize * 0.55)
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
