// Micro-benchmarks that have no command-line reference tool to compare against; `make bench` runs them.
// Usage: pivot-bench NAME
let name = CommandLine.arguments.dropFirst().first ?? ""
switch name {
case "orientation": OrientationBenchmark.run()
case "chrome": ChromeBenchmark.run()
default:
    print("usage: pivot-bench NAME")
}
