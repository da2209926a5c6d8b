/// `requestGeometryUpdate` denied: `UISceneErrorDomain` code 101 (`geometryRequestDenied`), because the request
/// shares no orientation with what the scene supports.
public struct GeometryRequestDenied: Error, Sendable, Equatable {
    /// The effective mask the request was checked against (empty when no orientation is supported).
    public var supported: InterfaceOrientationMask

    /// Creates the denial.
    public init(supported: InterfaceOrientationMask) {
        self.supported = supported
    }
}
