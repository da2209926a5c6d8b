import Orientation

/// When the person resizes the iPad window during a `pivot play` run: window sizes at clip times.
///
/// Written `T:WxH,…` in points, for example `1.0:375x1024,2.0:1366x1024`.
public struct ResizeScript: Sendable, Equatable {
    /// One resize.
    public struct Resize: Sendable, Equatable {
        /// The clip time in seconds at which the window is resized.
        public var clipTime: Double
        /// The size asked for (the window mode decides what it gets: `WindowPlacement.resized(to:on:in:)`).
        public var size: Size

        /// Creates a resize.
        public init(clipTime: Double, size: Size) {
            self.clipTime = clipTime
            self.size = size
        }
    }

    /// The resizes, in time order.
    public private(set) var resizes: [Resize]

    /// Creates a script from resizes in any order.
    public init(resizes: [Resize] = []) {
        self.resizes = resizes.sorted { $0.clipTime < $1.clipTime }
    }

    /// Parses `T:WxH,…`, or names the first malformed entry.
    public static func parse(_ text: String) -> Result<ResizeScript, RotationScript.ParseError> {
        var resizes: [Resize] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            let size = parts.count == 2 ? parts[1].split(separator: "x").compactMap { Double($0) } : []
            guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0, size.count == 2,
                size.allSatisfy({ $0.isFinite && $0 > 0 })
            else {
                return .failure(
                    RotationScript.ParseError(
                        entry: String(entry), reason: "expected TIME:WxH with TIME ≥ 0 seconds and W, H > 0 points"))
            }
            resizes.append(Resize(clipTime: time, size: Size(width: size[0], height: size[1])))
        }
        return .success(ResizeScript(resizes: resizes))
    }
}
