/// What one scenario step did: the state after it and the events it caused.
public struct StepResult: Sendable, Equatable {
    /// 0 for the launch, then the step's position in the file plus one.
    public var index: Int
    /// A short description (`present player (fullScreen)`).
    public var summary: String
    /// The interface orientation before the step (the launch orientation for the launch).
    public var previousOrientation: InterfaceOrientation
    /// The interface orientation after the step.
    public var interfaceOrientation: InterfaceOrientation
    /// The window size after the step, in points.
    public var windowSize: Size
    /// The window's safe-area insets after the step.
    public var safeAreaInsets: EdgeInsets
    /// The window's size classes after the step.
    public var traits: TraitCollection
    /// The events the step caused, in order.
    public var events: [Event]
    /// Why the step crashed the app, if it did.
    public var error: AppCrash?
    /// Every carousel built so far, by id.
    public var carousels: [CarouselState]
    /// The iPadOS 26 window controls' region after the step, or `nil` when the window has none.
    public var windowControls: WindowControls?

    /// Creates a step result.
    public init(
        index: Int, summary: String, previousOrientation: InterfaceOrientation,
        interfaceOrientation: InterfaceOrientation,
        windowSize: Size, safeAreaInsets: EdgeInsets, traits: TraitCollection, events: [Event],
        error: AppCrash?, carousels: [CarouselState] = [], windowControls: WindowControls? = nil
    ) {
        self.index = index
        self.summary = summary
        self.previousOrientation = previousOrientation
        self.interfaceOrientation = interfaceOrientation
        self.windowSize = windowSize
        self.safeAreaInsets = safeAreaInsets
        self.traits = traits
        self.events = events
        self.error = error
        self.carousels = carousels
        self.windowControls = windowControls
    }
}
