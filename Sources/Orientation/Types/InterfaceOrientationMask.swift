/// A set of interface orientations, as `supportedInterfaceOrientations` and Info.plist declare them.
///
/// Each bit is `1 << InterfaceOrientation.rawValue`, so the raw values are UIKit's (portrait 2, landscape 24,
/// all 30). An empty mask is never valid for UIKit.
///
/// Mirrors UIKit's `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bit set, with UIKit's values.
    public let rawValue: UInt

    /// Creates a mask from UIKit's raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The mask holding exactly one orientation.
    public init(_ orientation: InterfaceOrientation) {
        self.init(rawValue: 1 << UInt(orientation.rawValue))
    }

    /// Portrait only (2).
    public static let portrait = InterfaceOrientationMask(.portrait)
    /// Upside-down portrait only (4).
    public static let portraitUpsideDown = InterfaceOrientationMask(.portraitUpsideDown)
    /// Landscape right only (8).
    public static let landscapeRight = InterfaceOrientationMask(.landscapeRight)
    /// Landscape left only (16).
    public static let landscapeLeft = InterfaceOrientationMask(.landscapeLeft)
    /// Both landscape orientations (24).
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation but upside-down portrait (26): the iPhone default.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
    /// All four orientations (30): the iPad default.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]

    /// Whether the mask holds `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        contains(InterfaceOrientationMask(orientation))
    }

    /// The orientations in the mask, in ``InterfaceOrientation/fallbackOrder``.
    public var orientations: [InterfaceOrientation] {
        InterfaceOrientation.fallbackOrder.filter { contains($0) }
    }

    /// The first orientation of ``InterfaceOrientation/fallbackOrder`` the mask holds, or `nil` if it is empty.
    public var firstAllowed: InterfaceOrientation? {
        InterfaceOrientation.fallbackOrder.first { contains($0) }
    }

    /// The names scenario files accept in orientation lists, with the mask each one stands for.
    public static let namedMasks: [(name: String, mask: InterfaceOrientationMask)] =
        InterfaceOrientation.allCases.map { ($0.name, InterfaceOrientationMask($0)) } + [
            ("landscape", .landscape), ("allButUpsideDown", .allButUpsideDown), ("all", .all),
        ]

    /// The mask for an orientation or mask name (`portrait`, `landscape`, `all`, ...), or `nil` if unknown.
    public init?(name: String) {
        guard let match = Self.namedMasks.first(where: { $0.name == name }) else { return nil }
        self = match.mask
    }
}

extension InterfaceOrientationMask: CustomStringConvertible {
    /// The shortest name (`all`, `landscape`), else the orientations joined by `|`, else `none`.
    public var description: String {
        if let named = Self.namedMasks.first(where: { $0.mask == self }) { return named.name }
        if isEmpty { return "none" }
        return orientations.map(\.name).joined(separator: "|")
    }
}
