import Foundation

/// Writes one line to standard error, prefixed with `pivot: ` as every error message of the CLI is.
public func printError(_ message: String) {
    FileHandle.standardError.write(Data("pivot: \(message)\n".utf8))
}
