import Dispatch
import Foundation
import SwiftParser

// The yardstick for `pivot app`'s speed: parse every Swift file under a folder with swift-syntax, in parallel as
// `pivot app` does, and keep nothing. Scripts/bench-app.sh compares the two on the same files.
// Usage: appscan-bench FOLDER  (prints the file count and the wall time in seconds)

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: appscan-bench FOLDER\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: CommandLine.arguments[1])
let start = DispatchTime.now()
var paths: [String] = []
if let walker = FileManager.default.enumerator(atPath: root.path) {
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".swift") { paths.append(root.appendingPathComponent(path).path) }
    }
}
let files = paths
DispatchQueue.concurrentPerform(iterations: files.count) { index in
    guard let data = FileManager.default.contents(atPath: files[index]),
        let text = String(validating: data, as: UTF8.self)
    else { return }
    withExtendedLifetime(Parser.parse(source: text)) {}
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("\(files.count) files \(seconds) s")
