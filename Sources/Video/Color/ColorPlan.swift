internal import CFFmpeg

/// What a frame's colour tags and the ``ColorOptions`` decide: the matrix, range, primaries and transfer to
/// convert with, and whether the picture goes through the zimg conversion.
struct ColorPlan: Equatable {
    /// The conversion a frame needs beyond libswscale's matrix.
    enum Conversion: String {
        /// HLG (ARIB STD-B67) to SDR BT.709: BT.2100 OOTF on luminance, roll-off, gamut.
        case hlg
        /// PQ (SMPTE ST 2084) to SDR BT.709: roll-off, gamut.
        case pq
        /// SDR with other primaries to BT.709 primaries.
        case gamut
        /// A Dolby Vision base layer with its frame's reshaping (``DolbyVisionReshaping``), which makes it PQ
        /// BT.2020, then as `pq`.
        case dolbyVision = "dolby_vision"
    }

    /// `AVColorSpace`, after assumptions.
    let matrix: AVColorSpace
    /// `AVColorRange`, after assumptions.
    let range: AVColorRange
    /// `AVColorPrimaries`, after assumptions.
    let primaries: AVColorPrimaries
    /// `AVColorTransferCharacteristic`, after assumptions.
    let transfer: AVColorTransferCharacteristic
    /// Which of `matrix`, `range`, `primaries`, `transfer` were assumed.
    let assumed: [String]
    /// `nil` when libswscale alone converts (the ffmpeg CLI's path).
    let conversion: Conversion?
    /// For `hlg` and `pq`, the light levels tone-mapped down to SDR.
    let levels: Levels?

    /// The light levels of an HDR picture that its tone curve maps to SDR black and white.
    struct Levels: Equatable {
        /// The peak in cd/m², mapped to SDR white.
        var peak: Float
        /// The black in cd/m², mapped to SDR black.
        var black: Float
        /// Where ``peak`` comes from.
        var source: HDRMetadata.PeakSource
    }

    /// - Parameters:
    ///   - frame: The decoded frame.
    ///   - options: The user's colour options.
    ///   - metadata: The HDR metadata in force: the frame's own, or the last a frame of the clip carried.
    ///   - dolbyVision: The frame's Dolby Vision reshaping, applied whenever colours are converted at all.
    init(
        frame: UnsafeMutablePointer<AVFrame>, options: ColorOptions, metadata: HDRMetadata = HDRMetadata(),
        dolbyVision: DolbyVisionReshaping? = nil
    ) {
        let f = frame.pointee
        let format = AVPixelFormat(rawValue: f.format)
        let isRGB = av_pix_fmt_desc_get(format).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0 } ?? false
        var assumed: [String] = []

        var matrix = f.colorspace
        if isRGB {
            matrix = AVCOL_SPC_RGB
        } else if !Self.knownMatrices.contains(matrix) {
            assumed.append("matrix")
            let guess =
                options.assumedMatrix
                ?? (options.toneMapping == .none
                    ? .bt601 : YUVMatrix.guess(width: Int(f.width), height: Int(f.height)))
            matrix = guess == .bt709 ? AVCOL_SPC_BT709 : AVCOL_SPC_SMPTE170M
        }

        var range = f.color_range
        if range != AVCOL_RANGE_MPEG && range != AVCOL_RANGE_JPEG {
            assumed.append("range")
            range = isRGB || Self.fullRangeFormats.contains(format) ? AVCOL_RANGE_JPEG : AVCOL_RANGE_MPEG
        }

        var primaries = f.color_primaries
        if !Self.convertiblePrimaries.contains(primaries) && primaries != AVCOL_PRI_BT709 {
            assumed.append("primaries")
            primaries = AVCOL_PRI_BT709
        }

        var transfer = f.color_trc
        if Self.transfers[transfer] == nil {
            assumed.append("transfer")
            transfer = AVCOL_TRC_BT709
        }

        self.matrix = matrix
        self.range = range
        self.primaries = primaries
        self.transfer = transfer
        self.assumed = assumed
        if options.toneMapping == .none || isRGB {
            conversion = nil
        } else if dolbyVision != nil {
            conversion = .dolbyVision
        } else if transfer == AVCOL_TRC_ARIB_STD_B67 {
            conversion = .hlg
        } else if transfer == AVCOL_TRC_SMPTE2084 {
            conversion = .pq
        } else if primaries != AVCOL_PRI_BT709 {
            conversion = .gamut
        } else {
            conversion = nil
        }
        switch conversion {
        case .hlg:
            levels = Levels(peak: ToneMapper.nominalPeak, black: Float(HDRMetadata.typicalBlack), source: .hlgNominal)
        case .pq:
            levels = Levels(
                peak: Float(metadata.peak.luminance), black: Float(metadata.black), source: metadata.peak.source)
        case .dolbyVision:
            levels = dolbyVision.map {
                Levels(peak: Float($0.peak), black: Float($0.black), source: .dolbyVision)
            }
        default: levels = nil
        }
    }

    /// The description reported in `frames.json` and the play manifest.
    var description: ColorConversionReport {
        ColorConversionReport(
            matrix: av_color_space_name(matrix).map { String(cString: $0) } ?? "unknown",
            range: av_color_range_name(range).map { String(cString: $0) } ?? "unknown",
            primaries: av_color_primaries_name(primaries).map { String(cString: $0) } ?? "unknown",
            transfer: av_color_transfer_name(transfer).map { String(cString: $0) } ?? "unknown",
            assumed: assumed, conversion: conversion?.rawValue ?? "none", peakLuminance: levels.map { Double($0.peak) },
            peakSource: levels?.source.rawValue)
    }

    // MARK: - What zimg is given

    /// Matrices libswscale and zimg both know; any other is treated as undeclared.
    static let knownMatrices: Set<AVColorSpace> = [
        AVCOL_SPC_BT709, AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M, AVCOL_SPC_SMPTE240M, AVCOL_SPC_FCC,
        AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL,
    ]

    /// The deprecated `yuvj` formats, which libswscale reads as full range when no range is declared.
    static let fullRangeFormats: Set<AVPixelFormat> = [
        AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUVJ440P, AV_PIX_FMT_YUVJ411P,
    ]

    /// Declared primaries other than BT.709 that are converted to BT.709 (H.273 codes, which zimg shares).
    static let convertiblePrimaries: Set<AVColorPrimaries> = [
        AVCOL_PRI_BT2020, AVCOL_PRI_SMPTE432, AVCOL_PRI_SMPTE431, AVCOL_PRI_SMPTE170M, AVCOL_PRI_BT470BG,
        AVCOL_PRI_SMPTE240M, AVCOL_PRI_BT470M, AVCOL_PRI_EBU3213,
    ]

    /// Declared transfers and the zimg transfer each one linearises with (H.273 codes; the SDR ones all use
    /// the BT.709 curve, as zimg treats BT.601 and BT.2020 as equivalent to it).
    static let transfers: [AVColorTransferCharacteristic: Int32] = [
        AVCOL_TRC_BT709: 1, AVCOL_TRC_SMPTE170M: 1, AVCOL_TRC_BT2020_10: 1, AVCOL_TRC_BT2020_12: 1,
        AVCOL_TRC_GAMMA22: 4, AVCOL_TRC_GAMMA28: 5, AVCOL_TRC_IEC61966_2_1: 13, AVCOL_TRC_LINEAR: 8,
        AVCOL_TRC_SMPTE2084: 16, AVCOL_TRC_ARIB_STD_B67: 18,
    ]
}
