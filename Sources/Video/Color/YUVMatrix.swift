/// The two YUV matrices an untagged picture may be assumed to use.
public enum YUVMatrix: String, Sendable, Hashable, CaseIterable {
    /// ITU-R BT.601 (SD), what libswscale uses for every untagged picture.
    case bt601
    /// ITU-R BT.709 (HD).
    case bt709

    /// The player convention for an untagged picture: BT.709 when `width ≥ 1280` or `height > 576`, otherwise
    /// BT.601; mpv's `mp_csp_guess_colorspace` draws the line there.
    public static func guess(width: Int, height: Int) -> YUVMatrix {
        width >= 1280 || height > 576 ? .bt709 : .bt601
    }
}
