/// Which child a container answers UIKit's orientation questions from, as SwiftUI hosting controllers, custom
/// containers, tab bar subclasses and apps that swizzle `supportedInterfaceOrientations` do.
public enum OrientationForwarding: Sendable, Hashable {
    /// The child with this id.
    case child(String)
    /// The top child: a navigation controller's top controller, else the last child added.
    case top
    /// The selected child: a tab bar's selected tab, a navigation controller's top, else the last child shown.
    case selected
}
