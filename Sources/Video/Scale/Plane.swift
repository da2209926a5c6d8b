/// One plane of pixels: its first row and the bytes between rows.
struct Plane {
    var pointer: UnsafeMutablePointer<UInt8>
    var stride: Int
}
