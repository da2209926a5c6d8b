/// The high-dynamic-range transfer a stream declares (ITU-R BT.2100).
public enum HDRTransfer: String, Sendable, Hashable, CaseIterable {
    /// Hybrid log-gamma, ARIB STD-B67 (what iPhones record by default).
    case hlg
    /// Perceptual quantiser, SMPTE ST 2084 (HDR10).
    case pq
}
