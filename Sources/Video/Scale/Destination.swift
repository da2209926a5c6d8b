/// Where converted pixels go.
struct Destination {
    var pointer: UnsafeMutableRawPointer
    var stride: Int
    var width: Int
    var height: Int
}
