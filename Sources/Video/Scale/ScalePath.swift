/// Which of the three conversion paths a frame takes (see ``FrameScaler``).
enum ScalePath: Equatable {
    case direct, planes, rgb

    static func choose(for transform: DisplayTransform, layout: PlaneLayout) -> ScalePath {
        switch transform {
        case .identity:
            return .direct
        case .flipVertical:
            return layout.isPaletted || layout.isBitstream ? .rgb : .direct
        case .flipHorizontal, .rotate180:
            return layout.isPlanarBytes ? .planes : .rgb
        case .rotateClockwise, .rotateCounterClockwise, .transpose, .antiTranspose:
            return layout.isPlanarBytes && layout.chromaShiftX == layout.chromaShiftY ? .planes : .rgb
        }
    }
}
