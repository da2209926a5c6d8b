import ArgumentParser
import Foundation
import Orientation
import Player
import Video

/// `pivot matrix`: one frame of the player per device and allowed orientation, plus a contact sheet.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Render the player on every catalog device in every orientation it allows, plus a contact sheet.",
        discussion: """
            Each cell is the player presented full screen in that orientation, showing the clip's picture at \
            --time. Writes DEVICE-ORIENTATION.ppm for every cell, matrix.json (each cell's canvas, video \
            rectangle and close button), and contact-sheet.png (every cell, labelled; encoded with FFmpeg's PNG \
            encoder) into the --out folder. Existing files are never overwritten unless --overwrite is given.
            """
    )

    @Argument(help: "The clip to show.")
    var clip: String

    @Option(name: .long, help: "The output folder (created if missing).")
    var out: String

    @Option(name: .long, help: "Comma-separated device ids (default: every device in `pivot devices`).")
    var devices: String?

    @Option(name: .long, help: "The clip time to show, in seconds.")
    var time = 0.0

    @OptionGroup var rendering: RenderOptions

    @Flag(name: .long, help: "Replace files left by an earlier run.")
    var overwrite = false

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var logging: LoggingOptions

    private var deviceModels: [DeviceModel] {
        guard let devices else { return DeviceCatalog.all }
        return devices.split(separator: ",").compactMap { DeviceCatalog.device(id: String($0)) }
    }

    func validate() throws {
        guard time >= 0, time.isFinite else { throw ValidationError("--time must be a number of seconds ≥ 0") }
        if let devices {
            for id in devices.split(separator: ",", omittingEmptySubsequences: false)
            where DeviceCatalog.device(id: String(id)) == nil {
                throw ValidationError("unknown device \"\(id)\"; `pivot devices` lists them")
            }
        }
    }

    func run() throws {
        logging.apply()
        let source: ClipFrameSource
        do { source = try ClipFrameSource(path: clip) } catch { throw exitStatus(reporting: error, file: clip) }
        var matrix = MatrixRun(source: source)
        matrix.devices = deviceModels
        matrix.gravity = rendering.gravity
        matrix.contrastRule = rendering.contrast
        matrix.scale = rendering.scale.renderScale
        matrix.clipTime = time

        let names =
            matrix.cells.map { MatrixCell(device: $0.device.id, orientation: $0.orientation).file }
            + ["matrix.json", "contact-sheet.png"]
        var sheetCells: [(label: String, image: RGBImage)] = []
        var entries: [JSONValue] = []
        do {
            let sink = try FileSink(folder: out, overwrite: overwrite)
            let existing = sink.existingNames(among: names)
            if !overwrite, let first = existing.first {
                printError(
                    "\(sink.path(for: first)): already exists (\(existing.count) output files would be "
                        + "overwritten); use --overwrite or another --out folder")
                throw ExitCode.failure
            }
            try matrix.render { cell, frame in
                try sink.write(PPM.encode(frame.image), to: cell.file)
                sheetCells.append((cell.label, frame.image))
                entries.append(cell.json(frame))
            }
            let columns = Set(matrix.cells.map(\.orientation)).count
            try sink.write(
                PNGEncoder.encode(ContactSheet(columns: max(1, columns)).render(sheetCells)),
                to: "contact-sheet.png")
            let document = JSONValue.object(["clip": .string(clip), "time": .number(time), "cells": .array(entries)])
            try sink.write(Array((document.rendered() + "\n").utf8), to: "matrix.json")
            if !quiet { print("wrote \(entries.count) frames, matrix.json and \(sink.path(for: "contact-sheet.png"))") }
        } catch {
            throw exitStatus(reporting: error, file: clip)
        }
    }
}

extension MatrixCell {
    /// The cell's entry in `matrix.json`.
    fileprivate func json(_ frame: RenderedFrame) -> JSONValue {
        func rect(_ r: PixelRect) -> JSONValue { .array([r.x, r.y, r.width, r.height].map { .number(Double($0)) }) }
        return .object([
            "device": .string(device),
            "interfaceOrientation": .string(orientation.name),
            "file": .string(file),
            "canvas": .array([.number(Double(frame.image.width)), .number(Double(frame.image.height))]),
            "videoRect": rect(frame.videoRect),
            "closeButton": rect(frame.closeButton.rect),
            "contrastRatio": .number((frame.closeButton.contrastRatio * 100).rounded() / 100),
        ])
    }
}
