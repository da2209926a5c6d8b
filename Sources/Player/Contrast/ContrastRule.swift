/// How the player picks the close button's colours.
public enum ContrastRule: String, Sendable, Hashable, CaseIterable {
    /// Measure the picture under the button every frame and make the plate dark enough that the white glyph has
    /// a WCAG contrast ratio of at least 4.5:1 against every pixel of its immediate background.
    case adaptive
    /// The seed text's final rule: a portrait-shaped size (height > width) gets a red plate at 0.3, any other a
    /// blue plate at 0.3, decided from the new size in `viewWillTransition(to:with:)` (and at first layout).
    case seed
    /// The seed text's earlier rule: the colour follows the vertical size class in
    /// `willTransition(to: TraitCollection, with:)`. On a full-screen iPad no trait changes on rotation, so the
    /// colour never changes: the failure that made the seed move on.
    case seedTraits = "seed-traits"
}
