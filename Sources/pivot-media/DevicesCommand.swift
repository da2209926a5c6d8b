import ArgumentParser
import Orientation
import PivotJSON

/// `pivot devices [--json]`: prints the device catalog scenario files can name.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the simulated devices: sizes, scale, safe areas and size classes per orientation.",
        discussion: """
            Safe-area insets are top/left/bottom/right in points for a full-screen view with the default status bar; \
            size classes are width/height (C compact, R regular). "-" marks an orientation the hardware never shows \
            (Face ID iPhones never turn upside down).
            """)

    @Flag(help: "Print the catalog as JSON.")
    var json = false

    func run() {
        print(json ? DeviceCatalog.json.rendered() : DeviceCatalog.textReport, terminator: json ? "\n" : "")
    }
}
