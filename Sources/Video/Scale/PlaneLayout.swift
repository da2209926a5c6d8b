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

    /// The same planes read bottom row first (what `vf_vflip` does: last row, negative stride).
    func verticallyFlipped(_ planes: [Plane]) -> [Plane] {
        planes.enumerated().map { index, plane in
            let rows = index < planeCount ? planeSize(index).height : 1
            return Plane(pointer: plane.pointer + (rows - 1) * plane.stride, stride: -plane.stride)
        }
    }
}
