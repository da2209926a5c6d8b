import Foundation
import Pixels

/// A self-contained HTML page presenting a verify run, the way visual-regression tools (Playwright's HTML report,
/// BackstopJS) do: every failure first, with reference, actual and difference side by side at full scale, a slider
/// that wipes between reference and actual, and the unified diff of a text report; the passing snapshots listed
/// in one collapsed section. Pictures are inlined as `data:` URIs, so the page is one file that can be archived
/// as a CI artifact and opened anywhere.
public struct HTMLReport: Sendable {
    /// The report's title.
    public var title: String
    /// The results, in the order they were checked.
    public var results: [SnapshotResult]

    /// Creates a report.
    public init(title: String, results: [SnapshotResult]) {
        self.title = title
        self.results = results
    }

    /// The page.
    ///
    /// - Throws: A ``PNGError`` when a picture cannot be encoded as PNG.
    public func html() throws(PNGError) -> String {
        let failed = results.filter { $0.failureMessage != nil }
        let others = results.filter { $0.failureMessage == nil }
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(Markup.escape(title))</title>
            <style>\(Self.style)</style></head><body>
            <h1>\(Markup.escape(title))</h1>
            <p class="summary">\(failed.count) failed, \(others.count) passed</p>

            """
        for result in failed {
            page += try section(for: result)
        }
        if !others.isEmpty {
            page += "<details class=\"passed\"><summary>\(others.count) passed</summary><ul>\n"
            for result in others {
                let note = result.outcome == .recorded ? " (recorded)" : ""
                page += "<li>\(Markup.escape(result.group)): \(Markup.escape(result.name))\(note)</li>\n"
            }
            page += "</ul></details>\n"
        }
        page += "<script>\(Self.script)</script>\n</body></html>\n"
        return page
    }

    /// One failing snapshot's section.
    private func section(for result: SnapshotResult) throws(PNGError) -> String {
        var html = "<section class=\"failure\"><h2>\(Markup.escape(result.group)): \(Markup.escape(result.name))</h2>\n"
        html += "<pre class=\"message\">\(Markup.escape(result.failureMessage ?? ""))</pre>\n"
        switch result.evidence {
        case .image(let reference, let actual, let tolerance):
            html += "<div class=\"panels\">"
            html += try figure("reference", reference)
            html += try figure("actual", actual)
            if let reference {
                let difference = Triptych.differenceImage(reference: reference, actual: actual, tolerance: tolerance)
                html += try figure("difference", difference)
            }
            html += "</div>\n"
            if let reference {
                html += try wipe(reference: reference, actual: actual)
            }
        case .text(let reference, let actual):
            let diff = UnifiedDiff(reference: reference ?? "", actual: actual)
            html += "<pre class=\"diff\">"
            for line in diff.description.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind =
                    line.first.map { ["+": "added", "-": "removed", "@": "hunk"][String($0)] ?? "same" } ?? "same"
                html += "<span class=\"\(kind)\">\(Markup.escape(String(line)))</span>\n"
            }
            html += "</pre>\n"
        case .omitted: break
        }
        return html + "</section>\n"
    }

    /// A captioned picture at full scale, or a note when there is none.
    private func figure(_ caption: String, _ image: RGBImage?) throws(PNGError) -> String {
        guard let image else {
            return "<figure class=\"missing\"><div>no \(caption)</div><figcaption>\(caption)</figcaption></figure>"
        }
        return "<figure>\(try Self.img(image, alt: caption))<figcaption>\(caption)</figcaption></figure>"
    }

    /// Reference and actual stacked, with a slider that uncovers the actual from the left.
    private func wipe(reference: RGBImage, actual: RGBImage) throws(PNGError) -> String {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        return """
            <div class="wipe" style="width:\(width)px;height:\(height)px">\(try Self.img(reference, alt: "reference"))\
            <div class="over" style="width:50%">\(try Self.img(actual, alt: "actual"))</div></div>
            <label>actual ◀ ▶ reference <input type="range" class="wiper" min="0" max="100" value="50"></label>

            """
    }

    /// An `<img>` with the picture inlined as a PNG `data:` URI, shown pixel for pixel.
    private static func img(_ image: RGBImage, alt: String) throws(PNGError) -> String {
        let png = try PNGEncoder.encode(image)
        return "<img alt=\"\(alt)\" width=\"\(image.width)\" height=\"\(image.height)\" "
            + "src=\"data:image/png;base64,\(Data(png).base64EncodedString())\">"
    }

    private static let style = """
        body{font-family:sans-serif;margin:16px;background:#fff;color:#222}
        section.failure{border-top:2px solid #c00;margin:16px 0;padding-top:8px}
        pre.message{white-space:pre-wrap}
        .panels{display:flex;gap:12px;overflow:auto}
        figure{margin:0}
        figure.missing div{padding:24px;border:1px dashed #888}
        img{image-rendering:pixelated;display:block;max-width:none}
        .wipe{position:relative;margin:8px 0}
        .wipe .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;border-right:1px solid #000}
        pre.diff .added{background:#dfd}
        pre.diff .removed{background:#fdd}
        pre.diff .hunk{color:#66c}
        """

    private static let script = """
        for (const slider of document.querySelectorAll('input.wiper')) {
          slider.addEventListener('input', () => {
            slider.closest('label').previousElementSibling.querySelector('.over').style.width = slider.value + '%';
          });
        }
        """
}
