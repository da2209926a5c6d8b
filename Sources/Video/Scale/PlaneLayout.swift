internal import CFFmpeg

/// The plane geometry of a pixel format at one frame size, from FFmpeg's pixel format descriptor.
struct PlaneLayout {
    let width: Int
    let height: Int
    let planeCount: Int
    let chromaShiftX: Int
    let chromaShiftY: Int
    let isPlanarBytes: Bool
    let isPaletted: Bool
    let isBitstream: Bool
    /// Bytes per sample in each plane (the step of the first component stored there).
    let bytesPerSample: [Int]
    /// Whether each plane holds subsampled chroma.
    private let isChromaPlane: [Bool]

    init(descriptor: UnsafePointer<AVPixFmtDescriptor>, width: Int, height: Int) {
        let d = descriptor.pointee
        let flags = d.flags
        self.width = width
        self.height = height
        self.chromaShiftX = Int(d.log2_chroma_w)
        self.chromaShiftY = Int(d.log2_chroma_h)
        self.isPaletted = flags & UInt64(AV_PIX_FMT_FLAG_PAL) != 0
        self.isBitstream = flags & UInt64(AV_PIX_FMT_FLAG_BITSTREAM) != 0
        let isHardware = flags & UInt64(AV_PIX_FMT_FLAG_HWACCEL) != 0
        let isPlanar = flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0
        let isRGB = flags & UInt64(AV_PIX_FMT_FLAG_RGB) != 0
        let components = withUnsafeBytes(of: d.comp) { raw in
            Array(raw.bindMemory(to: AVComponentDescriptor.self).prefix(Int(d.nb_components)))
        }
        let planeCount = Int(components.map { $0.plane }.max() ?? 0) + 1
        self.planeCount = planeCount
        self.bytesPerSample = (0..<planeCount).map { plane in
            Int(components.first { Int($0.plane) == plane }?.step ?? 1)
        }
        self.isChromaPlane = (0..<planeCount).map { plane in
            !isRGB && components.count >= 3
                && (Int(components[1].plane) == plane || Int(components[2].plane) == plane)
                && Int(components[0].plane) != plane
        }
        self.isPlanarBytes = isPlanar && !isPaletted && !isBitstream && !isHardware
    }

    /// The width and height in samples of plane `index`.
    func planeSize(_ index: Int) -> (width: Int, height: Int) {
        guard isChromaPlane[index] else { return (width, height) }
        // AV_CEIL_RSHIFT: odd sizes round up, as FFmpeg allocates chroma.
        return (-((-width) >> chromaShiftX), -((-height) >> chromaShiftY))
    }

    /// The frame's planes, borrowed.
    func framePlanes(_ frame: UnsafeMutablePointer<AVFrame>) -> [Plane] {
        let data = withUnsafeBytes(of: frame.pointee.data) {
            Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self))
        }
        let strides = withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
        // Paletted formats keep their palette in data[1]; pass every non-null pointer through.
        let count = isPaletted ? 2 : planeCount
        return (0..<count).compactMap { index in
            data[index].map { Plane(pointer: $0, stride: Int(strides[index])) }
        }
    }

    /// The same planes starting at `rect`'s top-left corner (a clean aperture); read them with a layout of
    /// `rect`'s size. Subsampled chroma starts at the chroma sample holding that corner, so an odd corner in
    /// 4:2:0 shifts the chroma by up to half a chroma sample; packed 4:2:2 (`yuyv422`) starts at the pixel pair
    /// holding it, a bit-packed format at the byte. A palette (after the planes) is passed through.
    func cropped(_ planes: [Plane], to rect: PixelRect) -> [Plane] {
        planes.enumerated().map { index, plane in
            guard index < planeCount else { return plane }
            let chroma = isChromaPlane[index]
            let packedPair = planeCount == 1 ? (1 << chromaShiftX) - 1 : 0
            let x = chroma ? rect.x >> chromaShiftX : rect.x & ~packedPair
            let y = chroma ? rect.y >> chromaShiftY : rect.y
            let columnBytes = isBitstream ? x / 8 : x * bytesPerSample[index]
            return Plane(pointer: plane.pointer + y * plane.stride + columnBytes, stride: plane.stride)
        }
    }

    /// The same planes read bottom row first (what `vf_vflip` does: last row, negative stride).
    func verticallyFlipped(_ planes: [Plane]) -> [Plane] {
        planes.enumerated().map { index, plane in
            let rows = index < planeCount ? planeSize(index).height : 1
            return Plane(pointer: plane.pointer + (rows - 1) * plane.stride, stride: -plane.stride)
        }
    }
}
