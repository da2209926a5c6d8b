internal import CFFmpeg

/// An exact ratio of two integers, as FFmpeg stores time bases, frame rates and aspect ratios.
public struct Rational: Sendable, Hashable {
    /// The numerator.
    public let numerator: Int
    /// The denominator.
    public let denominator: Int

    /// Creates a ratio; neither part is reduced.
    public init(_ numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Whether both parts are positive, which FFmpeg requires of a usable aspect ratio or rate.
    public var isValid: Bool { numerator > 0 && denominator > 0 }

    /// The ratio as a floating-point value (0 when the denominator is 0).
    public var doubleValue: Double { denominator == 0 ? 0 : Double(numerator) / Double(denominator) }

    /// `"num:den"`, the way ffprobe prints aspect ratios.
    public var aspectDescription: String { "\(numerator):\(denominator)" }

    /// `"num/den"`, the way ffprobe prints frame rates.
    public var rateDescription: String { "\(numerator)/\(denominator)" }

    /// The ratio reduced the way ffprobe reduces aspect ratios, with each part at most `limit`.
    /// The corresponding FFmpeg function is `av_reduce`.
    public func reduced(limit: Int = 1024 * 1024) -> Rational {
        var num: Int32 = 0
        var den: Int32 = 0
        av_reduce(&num, &den, Int64(numerator), Int64(denominator), Int64(limit))
        return Rational(Int(num), Int(den))
    }

    init(_ value: AVRational) {
        self.init(Int(value.num), Int(value.den))
    }
}
