/// Where an assertion was written, so a failure points at the test's line.
struct CallLocation: Sendable {
    /// `#fileID`.
    var fileID: String
    /// `#filePath`, as a string.
    var filePath: String
    /// `#filePath`, as XCTest wants it.
    var filePathStatic: StaticString
    /// `#line`.
    var line: Int
    /// `#column`.
    var column: Int

    /// A location from the caller's magic literals.
    init(fileID: String, filePath: StaticString, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = "\(filePath)"
        self.filePathStatic = filePath
        self.line = line
        self.column = column
    }
}
