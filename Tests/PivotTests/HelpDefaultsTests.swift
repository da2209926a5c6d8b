import Orientation
import TestSupport
import Testing

/// `--help` shows each default as a user would type it: `27.0`, `portrait`, `1`, not the Swift value that holds it
/// (`IOSVersionArgument(version: 27.0)`), which is what ArgumentParser prints for an argument type that does not
/// describe itself.
struct HelpDefaultsTests {
    @Test(arguments: ["inspect", "frames", "play", "matrix", "simulate", "devices"])
    func noDefaultIsASwiftValue(command: String) throws {
        let help = try Self.help(command)
        #expect(!help.contains("Argument("), "pivot \(command) --help")
        #expect(!help.contains("points("), "pivot \(command) --help")
        #expect(!help.contains("Orientation.DeviceOrientation"), "pivot \(command) --help")
    }

    @Test(arguments: ["play", "matrix"])
    func theIOSVersionDefaultIsTheNewestRelease(command: String) throws {
        let help = try Self.help(command)
        #expect(help.contains("(default: \(IOSVersion.newest))"), "pivot \(command) --help")
    }

    @Test func theDevicePoseDefaultIsAPoseName() throws {
        let help = try Self.help("play")
        #expect(help.contains("default: portrait)"), "pivot play --help")
    }

    @Test(arguments: ["play", "matrix", "simulate"])
    func theScaleDefaultIsOnePixelPerPoint(command: String) throws {
        let help = try Self.help(command)
        #expect(help.contains("the device's own scale). (default: 1)"), "pivot \(command) --help")
    }

    /// ArgumentParser writes the default after the help text, so the text itself does not state it again.
    @Test(arguments: ["play", "matrix", "simulate"])
    func thePrecisionDefaultIsStatedOnce(command: String) throws {
        let help = try Self.help(command)
        #expect(help.contains("the share of pixels that must match, 0–1. (default: 1.0)"), "pivot \(command) --help")
    }

    /// The command's help with each run of spaces and line breaks made one space, so wrapped lines read whole.
    private static func help(_ command: String) throws -> String {
        let result = try Subprocess.pivot([command, "--help"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
