internal import CFFmpeg

extension DolbyVisionReshaping {
    /// The reshaping `frame` carries (`AV_FRAME_DATA_DOVI_METADATA`), `nil` when it carries none.
    ///
    /// - Throws: ``Unsupported`` when the metadata is outside what FFmpeg's parser allows and libplacebo applies:
    ///   a base layer of other than 8–16 bits, a zero denominator, or a curve ``Curve/init(pivots:pieces:coefficientBits:baseLayerBits:)``
    ///   rejects.
    static func read(from frame: UnsafeMutablePointer<AVFrame>) throws(Unsupported) -> DolbyVisionReshaping? {
        guard let side = av_frame_get_side_data(frame, AV_FRAME_DATA_DOVI_METADATA), let data = side.pointee.data,
            side.pointee.size >= MemoryLayout<AVDOVIMetadata>.size
        else { return nil }
        let metadata = UnsafeRawPointer(data).assumingMemoryBound(to: AVDOVIMetadata.self)
        let m = metadata.pointee
        // The three parts lie at their offsets inside the side data; FFmpeg allocates them together.
        let parts = [
            (m.header_offset, MemoryLayout<AVDOVIRpuDataHeader>.size),
            (m.mapping_offset, MemoryLayout<AVDOVIDataMapping>.size),
            (m.color_offset, MemoryLayout<AVDOVIColorMetadata>.size),
        ]
        guard parts.allSatisfy({ $0.0 <= side.pointee.size && side.pointee.size - $0.0 >= $0.1 }) else {
            throw Unsupported(reason: "its metadata is shorter than its parts")
        }
        let header = av_dovi_get_header(metadata).pointee
        let mapping = av_dovi_get_mapping(metadata).pointee
        let color = av_dovi_get_color(metadata).pointee
        return try DolbyVisionReshaping(header: header, mapping: mapping, color: color)
    }

    private init(
        header: AVDOVIRpuDataHeader, mapping: AVDOVIDataMapping, color: AVDOVIColorMetadata
    ) throws(Unsupported) {
        let depth = Int(header.bl_bit_depth)
        guard (8...16).contains(depth) else { throw Unsupported(reason: "a \(depth)-bit base layer") }
        guard header.coef_log2_denom <= 62 else {
            throw Unsupported(reason: "coefficients scaled by 2^\(header.coef_log2_denom)")
        }
        curves = []
        for curve in [mapping.curves.0, mapping.curves.1, mapping.curves.2] {
            curves.append(
                try Self.curve(curve, coefficientBits: Int(header.coef_log2_denom), baseLayerBits: depth))
        }
        func values<Tuple>(_ tuple: Tuple) throws(Unsupported) -> [Double] {
            let rationals = withUnsafeBytes(of: tuple) { Array($0.bindMemory(to: AVRational.self)) }
            guard rationals.allSatisfy({ $0.den != 0 }) else {
                throw Unsupported(reason: "a colour matrix with a zero denominator")
            }
            return rationals.map { Double($0.num) / Double($0.den) }
        }
        yccToRGB = try values(color.ycc_to_rgb_matrix)
        offset = try values(color.ycc_to_rgb_offset)
        rgbToLMS = try values(color.rgb_to_lms_matrix)
        sourceMinPQ = Double(color.source_min_pq) / 4095
        sourceMaxPQ = Double(color.source_max_pq) / 4095
        guard sourceMaxPQ > sourceMinPQ, sourceMaxPQ <= 1 else {
            throw Unsupported(reason: "a source range of PQ \(color.source_min_pq)…\(color.source_max_pq)")
        }
    }

    /// The curve's pivots and pieces as FFmpeg's parser stores them (`AVDOVIReshapingCurve`).
    private static func curve(
        _ curve: AVDOVIReshapingCurve, coefficientBits: Int, baseLayerBits: Int
    ) throws(Unsupported) -> Curve {
        let count = min(Int(curve.num_pivots), Int(AV_DOVI_MAX_PIECES) + 1)
        let pivots = withUnsafeBytes(of: curve.pivots) { Array($0.bindMemory(to: UInt16.self).prefix(count)) }
        guard curve.num_pivots <= AV_DOVI_MAX_PIECES + 1 else {
            throw Unsupported(reason: "a reshaping curve of \(curve.num_pivots) pivots")
        }
        let methods = withUnsafeBytes(of: curve.mapping_idc) { Array($0.bindMemory(to: AVDOVIMappingMethod.self)) }
        let polyOrders = withUnsafeBytes(of: curve.poly_order) { Array($0) }
        let mmrOrders = withUnsafeBytes(of: curve.mmr_order) { Array($0) }
        let poly = withUnsafeBytes(of: curve.poly_coef) { Array($0.bindMemory(to: Int64.self)) }
        let mmrConstants = withUnsafeBytes(of: curve.mmr_constant) { Array($0.bindMemory(to: Int64.self)) }
        let mmr = withUnsafeBytes(of: curve.mmr_coef) { Array($0.bindMemory(to: Int64.self)) }
        let pieces = (0..<max(count - 1, 0)).map { index in
            if methods[index] == AV_DOVI_MAPPING_MMR {
                let order = Int(mmrOrders[index])
                return CodedPiece(
                    method: .mmr, order: order,
                    coefficients: [mmrConstants[index]] + mmr[(index * 21)..<(index * 21 + 7 * min(order, 3))])
            }
            return CodedPiece(
                method: methods[index] == AV_DOVI_MAPPING_POLYNOMIAL ? .polynomial : .other(methods[index].rawValue),
                order: Int(polyOrders[index]), coefficients: Array(poly[(index * 3)..<(index * 3 + 3)]))
        }
        return try Curve(pivots: pivots, pieces: pieces, coefficientBits: coefficientBits, baseLayerBits: baseLayerBits)
    }
}
