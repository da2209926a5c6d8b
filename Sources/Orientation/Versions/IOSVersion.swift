/// An iOS release, `major.minor` (`"18.0"`), the version whose UIKit rules a scenario follows.
///
/// Versions from ``oldest`` (12.0) to ``newest`` are accepted, except the majors Apple never released (19–25:
/// the release after iOS 18 is iOS 26); a scenario without `"iosVersion"` runs under ``newest``. The rules that depend on it are listed in ``UIKitChange``.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major release (`18`).
    public let major: Int
    /// The minor release (`0`).
    public let minor: Int

    /// The oldest release Pivot models: the last one before scenes (iOS 13).
    public static let oldest = IOSVersion(major: 12, minor: 0)
    /// The newest release Apple documents (iOS 27.0; `docs/uikit-versions.md` names the sources).
    public static let newest = IOSVersion(major: 27, minor: 0)

    /// The major numbers between iOS 18 and iOS 26 that no release carries (Apple named 2025's release iOS 26).
    public static let unreleasedMajors = 19...25

    /// The accepted versions in words, for error messages and help: `12.0 to 18.x or 26.0 to 27.0`.
    public static var acceptedRange: String {
        "\(oldest) to \(unreleasedMajors.lowerBound - 1).x or \(unreleasedMajors.upperBound + 1).0 to \(newest)"
    }

    /// Creates a version.
    /// - Precondition: `major` and `minor` are not negative.
    public init(major: Int, minor: Int = 0) {
        precondition(major >= 0 && minor >= 0, "a version has no negative parts")
        self.major = major
        self.minor = minor
    }

    /// Parses `"18"`, `"18.0"` or `"18.0.1"` (the patch level changes no rule and is dropped).
    /// - Returns: The version, or `nil` if the text is not a version between ``oldest`` and ``newest`` or names one of
    ///   the ``unreleasedMajors``.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0,
            parts.count < 3 || Int(parts[2]) != nil, major >= 0, minor >= 0
        else { return nil }
        let version = IOSVersion(major: major, minor: minor)
        guard version >= .oldest, version <= .newest, !Self.unreleasedMajors.contains(major) else { return nil }
        self = version
    }

    /// `18.0`.
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
