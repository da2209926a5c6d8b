import ArgumentParser
import Orientation

/// `--ios-version V`: the iOS release whose UIKit rules apply (12.0 to the newest), overriding a scenario's.
struct IOSVersionArgument: ExpressibleByArgument, Equatable {
    /// The option's help line, naming the accepted versions.
    static let help = "The iOS release whose UIKit rules apply (\(IOSVersion.acceptedRange))."

    /// The parsed version.
    let version: IOSVersion

    init?(argument: String) {
        guard let version = IOSVersion(argument) else { return nil }
        self.version = version
    }

    /// The version as typed: `27.0`.
    var defaultValueDescription: String { "\(version)" }

    static var defaultCompletionKind: CompletionKind { .list(["\(IOSVersion.oldest)", "\(IOSVersion.newest)"]) }
}

/// `--ios-versions V,V,…`: iOS releases in the order given, each as `--ios-version` takes it.
struct IOSVersionListArgument: ExpressibleByArgument, Equatable {
    /// The parsed versions.
    let versions: [IOSVersion]

    init?(argument: String) {
        var versions: [IOSVersion] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let version = IOSVersion(String(item)) else { return nil }
            versions.append(version)
        }
        self.versions = versions
    }
}

/// `--device-orientation POSE`: a device pose by its case name (`portrait`, `landscapeLeft`, ...).
struct DeviceOrientationArgument: ExpressibleByArgument, Equatable {
    /// The parsed pose.
    let pose: DeviceOrientation

    init?(argument: String) {
        guard let pose = DeviceOrientation(name: argument) else { return nil }
        self.pose = pose
    }

    /// The pose as typed: `portrait`.
    var defaultValueDescription: String { pose.name }

    static var allValueStrings: [String] { DeviceOrientation.allCases.map(\.name) }
}
