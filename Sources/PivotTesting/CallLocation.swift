/// Where an assertion was written, so a failure points at the test's line.
public struct CallLocation: Sendable {
    /// `#fileID`.
    public var fileID: String
    /// `#filePath`, as a string.
    public var filePath: String
    /// `#filePath`, as XCTest wants it.
    public var filePathStatic: StaticString
    /// `#line`.
    public var line: Int
    /// `#column`.
    public var column: Int

    /// The location of the caller.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.fileID = fileID
        self.filePath = "\(filePath)"
        self.filePathStatic = filePath
        self.line = line
        self.column = column
    }
}
