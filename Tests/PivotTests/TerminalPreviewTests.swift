import Foundation
import Pixels
import TestSupport
import Testing
import Video

@testable import pivot_media

/// The terminal preview read back from a pseudo-terminal, as a terminal receives it.
struct TerminalPreviewTests {
    /// Opens a pseudo-terminal of `columns` × `rows` cells; the caller closes both ends.
    static func openTerminal(columns: UInt16, rows: UInt16) throws -> (controller: Int32, terminal: Int32) {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        return (controller, terminal)
    }

    /// Everything the controller side can read now.
    static func drain(_ controller: Int32) -> String {
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aTerminalReceivesTheStatusAndTheFrameInColouredHalfBlocks() throws {
        let (controller, terminal) = try Self.openTerminal(columns: 20, rows: 10)
        defer {
            close(controller)
            close(terminal)
        }
        let preview = TerminalPreview(enabled: true, descriptor: terminal)
        let red = RGBImage(width: 40, height: 40, fill: RGBImage.Pixel(red: 200, green: 10, blue: 20))
        preview.update(status: "frame 1/3", image: red, force: true)
        preview.update(status: "frame 2/3", image: red, force: true)
        preview.finish()
        let text = Self.drain(controller)
        #expect(text.contains("frame 1/3") && text.contains("frame 2/3"))
        // 20 columns × 8 rows of cells fit a square of 16 × 16 pixels: 8 lines of 16 red half blocks.
        let cell = "\u{1B}[38;2;200;10;20m\u{1B}[48;2;200;10;20m▀"
        #expect(text.components(separatedBy: String(repeating: cell, count: 16) + "\u{1B}[0m").count - 1 == 16)
        #expect(text.contains("\u{1B}[9F"), "the second frame redraws over the first (status + 8 lines)")
        #expect(text.hasSuffix("\u{1B}[9F\u{1B}[J"), "finish erases the preview")
    }

    @Test func nothingIsDrawnWhenOutputIsNotATerminalOrThePreviewIsOff() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer {
            close(pipe[0])
            close(pipe[1])
        }
        let image = RGBImage(width: 4, height: 4, fill: .white)
        TerminalPreview(enabled: true, descriptor: pipe[1]).update(status: "s", image: image, force: true)
        let (controller, terminal) = try Self.openTerminal(columns: 20, rows: 10)
        defer {
            close(controller)
            close(terminal)
        }
        TerminalPreview(enabled: false, descriptor: terminal).update(status: "s", image: image, force: true)
        #expect(Self.drain(pipe[0]).isEmpty)
        #expect(Self.drain(controller).isEmpty)
    }

    /// What a person running `play` or `simulate --render` in a terminal sees: `script` gives the binary a
    /// pseudo-terminal as its output, and what arrives there is read back. `--no-preview` leaves only the text.
    @Test(arguments: ["play", "render"], [false, true])
    func theBinaryDrawsItsFramesIntoATerminalUnlessTold(command: String, noPreview: Bool) throws {
        try TemporaryFolder.with("preview") { folder in
            var arguments =
                command == "play"
                ? ["play", "Media/ar-16x9.mov", "--out", folder.path]
                : ["simulate", "scenarios/render-player-in-navigation-with-sheet.json", "--render", folder.path]
            arguments += ["--fps", "4"] + (noPreview ? ["--no-preview"] : [])
            let line = ([Subprocess.pivotExecutable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
            let result = try Subprocess.run("script", ["-qec", line, "/dev/null"], timeLimit: .seconds(120))
            #expect(result.status == 0, "\(result.output)")
            let halfBlocks = result.output.components(separatedBy: "\u{1B}[48;2;").count - 1
            if noPreview {
                #expect(halfBlocks == 0 && !result.output.contains("▀"), "\(result.output)")
            } else {
                #expect(halfBlocks > 100 && result.output.contains("▀"), "\(halfBlocks) coloured cells")
            }
        }
    }
}
