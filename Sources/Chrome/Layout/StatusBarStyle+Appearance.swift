import Orientation

extension StatusBarStyle {
    /// The appearance whose label colour the content takes under `appearance`.
    func contentAppearance(in appearance: Appearance) -> Appearance {
        switch self {
        case .default: appearance
        case .lightContent: .dark
        case .darkContent: .light
        }
    }
}
