internal import CZimg

/// One zimg filter graph and the scratch memory it runs in, both owned and freed in `deinit`; converts whole
/// pictures from one format to another.
///
/// The corresponding zimg functions are `zimg_filter_graph_build`, `zimg_filter_graph_process` and
/// `zimg_filter_graph_free`.
final class ZimgGraph {
    private let graph: OpaquePointer
    private let scratch: UnsafeMutableRawPointer

    /// Builds the graph.
    ///
    /// - Parameters:
    ///   - nominalPeakLuminance: The cd/m² that linear 1.0 stands for when a PQ signal is linearised.
    /// - Throws: A ``MediaError`` with zimg's message when the conversion is not supported.
    init(
        from source: zimg_image_format, to destination: zimg_image_format, nominalPeakLuminance: Double
    ) throws(MediaError) {
        var params = zimg_graph_builder_params()
        zimg_graph_builder_params_default(&params, CZimg_API_VERSION)
        params.nominal_peak_luminance = nominalPeakLuminance
        params.dither_type = ZIMG_DITHER_NONE
        var source = source
        var destination = destination
        guard let graph = zimg_filter_graph_build(&source, &destination, &params) else {
            throw Self.lastError("zimg_filter_graph_build")
        }
        var size = 0
        guard zimg_filter_graph_get_tmp_size(graph, &size) == ZIMG_ERROR_SUCCESS else {
            zimg_filter_graph_free(graph)
            throw Self.lastError("zimg_filter_graph_get_tmp_size")
        }
        self.graph = graph
        self.scratch = UnsafeMutableRawPointer.allocate(byteCount: max(size, 64), alignment: 64)
    }

    deinit {
        zimg_filter_graph_free(graph)
        scratch.deallocate()
    }

    /// A format with zimg's defaults for everything not given.
    static func format(width: Int, height: Int) -> zimg_image_format {
        var format = zimg_image_format()
        zimg_image_format_default(&format, CZimg_API_VERSION)
        format.width = UInt32(width)
        format.height = UInt32(height)
        return format
    }

    /// Converts the whole picture in `source` planes into `destination` planes (zimg's plane order: Y U V or
    /// R G B). Every row and stride must be 32-byte aligned, as `av_frame_get_buffer` and FFmpeg's decoders
    /// allocate them.
    ///
    /// - Throws: A ``MediaError`` with zimg's message.
    func process(_ source: [Plane], into destination: [Plane]) throws(MediaError) {
        var input = Self.inputBuffer(source)
        var output = zimg_image_buffer()
        output.version = CZimg_API_VERSION
        for (index, plane) in destination.prefix(4).enumerated() {
            CZimg_set_output_plane(&output, UInt32(index), plane.pointer, plane.stride)
        }
        guard zimg_filter_graph_process(graph, &input, &output, scratch, nil, nil, nil, nil) == ZIMG_ERROR_SUCCESS
        else { throw Self.lastError("zimg_filter_graph_process") }
    }

    /// zimg's description of the `source` planes (at most four).
    private static func inputBuffer(_ source: [Plane]) -> zimg_image_buffer_const {
        var input = zimg_image_buffer_const()
        input.version = CZimg_API_VERSION
        for (index, plane) in source.prefix(4).enumerated() {
            CZimg_set_input_plane(&input, UInt32(index), plane.pointer, plane.stride)
        }
        return input
    }

    /// The fewest rows a ring buffer for ``process(_:through:mask:rows:)`` may hold.
    ///
    /// The corresponding zimg function is `zimg_filter_graph_get_output_buffering`.
    func outputBuffering() throws(MediaError) -> Int {
        var rows: UInt32 = 0
        guard zimg_filter_graph_get_output_buffering(graph, &rows) == ZIMG_ERROR_SUCCESS else {
            throw Self.lastError("zimg_filter_graph_get_output_buffering")
        }
        return Int(rows)
    }

    /// Converts the whole picture in `source` planes into a ring of rows and calls `body(row, left, right)` each
    /// time zimg has written columns `left..<right` of output row `row`, while they are still in the cache: the row
    /// is at `ring[plane].pointer + (row & mask) * ring[plane].stride` until zimg writes the row `mask + 1` below.
    ///
    /// - Parameters:
    ///   - mask: The ring's rows minus one, from `zimg_select_buffer_mask` of at least ``outputBuffering()``.
    /// - Throws: A ``MediaError`` with zimg's message.
    func process(
        _ source: [Plane], through ring: [Plane], mask: Int, rows body: (_ row: Int, _ left: Int, _ right: Int) -> Void
    ) throws(MediaError) {
        var input = Self.inputBuffer(source)
        var output = zimg_image_buffer()
        output.version = CZimg_API_VERSION
        for (index, plane) in ring.prefix(4).enumerated() {
            CZimg_set_output_ring(&output, UInt32(index), plane.pointer, plane.stride, UInt32(mask))
        }
        let status = withoutActuallyEscaping(body) { body in
            var callback = body
            return withUnsafeMutablePointer(to: &callback) { user in
                zimg_filter_graph_process(
                    graph, &input, &output, scratch, nil, nil,
                    { user, row, left, right in
                        user!.assumingMemoryBound(to: ((Int, Int, Int) -> Void).self).pointee(
                            Int(row), Int(left), Int(right))
                        return 0
                    }, user)
            }
        }
        guard status == ZIMG_ERROR_SUCCESS else { throw Self.lastError("zimg_filter_graph_process") }
    }

    private static func lastError(_ operation: String) -> MediaError {
        var message = [CChar](repeating: 0, count: 512)
        let code = zimg_get_last_error(&message, message.count)
        zimg_clear_last_error()
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return MediaError(code: -Int32(abs(code.rawValue)), message: "zimg: \(text)", operation: operation)
    }
}

// Explicit non-conformance: a zimg graph runs in its one scratch buffer; use from one task at a time.
@available(*, unavailable)
extension ZimgGraph: Sendable {}
