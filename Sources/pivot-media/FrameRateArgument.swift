import ArgumentParser
import Video

/// `--fps`: a number of frames per second, or `display` for the device display's refresh rate.
///
/// A number must lie within ``MediaLimits/minFrameRate`` and ``MediaLimits/maxFrameRate`` (1/1000 to 240).
enum FrameRateArgument: ExpressibleByArgument, Equatable {
    /// A fixed rate, in frames per second.
    case perSecond(Double)
    /// The display's refresh rate.
    case display

    init?(argument: String) {
        if argument == "display" {
            self = .display
        } else if let value = Double(argument), value >= MediaLimits.minFrameRate, value <= MediaLimits.maxFrameRate {
            self = .perSecond(value)
        } else {
            return nil
        }
    }

    /// The rate in frames per second, given the display's refresh rate; `nil` for `display` when the rate is
    /// not known here, which leaves the run to use its device's (``ScenarioRender/Options/framesPerSecond``).
    func framesPerSecond(displayRefreshRate: Double?) -> Double? {
        switch self {
        case .perSecond(let value): value
        case .display: displayRefreshRate
        }
    }
}
