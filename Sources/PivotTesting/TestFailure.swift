#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a snapshot failure to whichever test framework is running the current test: Swift Testing when there
/// is a current `Test` (with the triptychs as attachments), XCTest otherwise (XCTest on Linux has no attachments).
enum TestFailure {
    /// A file to attach to the failure: its name and bytes.
    struct File: Sendable {
        var name: String
        var bytes: [UInt8]
    }

    static func record(_ message: String, attachments: [File], location: CallLocation) {
        #if canImport(Testing)
            if Test.current != nil {
                let sourceLocation = SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
                for file in attachments {
                    Attachment.record(file.bytes, named: file.name, sourceLocation: sourceLocation)
                }
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: location.filePathStatic, line: UInt(location.line))
        #else
            print("error: \(message)")
        #endif
    }
}
