extension VideoFrame {
    /// The static HDR metadata this frame carries as side data (from the codec's SEI or OBU metadata); empty when
    /// it carries none. HEVC decoders attach it only to the frames that follow each SEI.
    public var hdrMetadata: HDRMetadata { HDRMetadata(frame: pointer) }
}
