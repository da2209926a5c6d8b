import Orientation

/// What the player's screen shows at one instant, before the pixels are drawn.
public struct PlayerPresentation: Sendable, Equatable {
    /// A rotation in progress.
    public struct Transition: Sendable, Equatable {
        /// The interface orientation it leaves.
        public var from: InterfaceOrientation
        /// The interface orientation it reaches.
        public var to: InterfaceOrientation
        /// How far it has run, 0 to 1.
        public var progress: Double
    }

    /// The layout in points (interpolated during a rotation).
    public var layout: PlayerLayout
    /// The close button's appearance under a seed rule; `nil` under `adaptive`, where the renderer decides.
    public var seedAppearance: ButtonAppearance?
    /// The running rotation, if any.
    public var transition: Transition?
}
