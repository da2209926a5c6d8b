/// What a view controller answers when UIKit asks about orientation, as a value the rules read.
public struct ControllerAnswers: Sendable, Hashable {
    /// The controller's id, named in errors and warnings.
    public var id: String
    /// `supportedInterfaceOrientations`.
    public var supportedInterfaceOrientations: InterfaceOrientationMask
    /// `shouldAutorotate` (consulted before iOS 16).
    public var shouldAutorotate: Bool
    /// `preferredInterfaceOrientationForPresentation`, or `nil` if the controller has none.
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    /// `prefersInterfaceOrientationLocked` (iPadOS 26+).
    public var prefersInterfaceOrientationLocked: Bool

    /// Creates the answers; the defaults are a plain `UIViewController`'s on an iPhone.
    public init(
        id: String, supportedInterfaceOrientations: InterfaceOrientationMask = .allButUpsideDown,
        shouldAutorotate: Bool = true, preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        prefersInterfaceOrientationLocked: Bool = false
    ) {
        self.id = id
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.prefersInterfaceOrientationLocked = prefersInterfaceOrientationLocked
    }
}

extension ViewController {
    /// This controller's current answers to UIKit's orientation questions.
    public var orientationAnswers: ControllerAnswers {
        ControllerAnswers(
            id: id, supportedInterfaceOrientations: supportedInterfaceOrientations, shouldAutorotate: shouldAutorotate,
            preferredInterfaceOrientationForPresentation: preferredInterfaceOrientationForPresentation,
            prefersInterfaceOrientationLocked: prefersInterfaceOrientationLocked)
    }
}
