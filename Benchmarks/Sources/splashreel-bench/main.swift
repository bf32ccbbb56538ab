import Foundation

// Release-build micro-benchmarks: `swift run -c release splashreel-bench <name>`.
// Each benchmark is a function in its own file, registered here.
let benchmarks: [String: @Sendable ([String]) throws -> Void] = [
  "gif-encode": gifEncodeBenchmark,
  "composite": compositeBenchmark,
  "motion": motionBenchmark,
  "diff": diffBenchmark,
  "render": renderBenchmark,
  "pr": pullRequestBenchmark,
  "render-3d": depthBenchmark,
  "draw": drawBenchmark,
  "blur": blurBenchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = benchmarks[name] else {
  FileHandle.standardError.write(
    Data("usage: splashreel-bench <\(benchmarks.keys.sorted().joined(separator: "|"))> [args]\n".utf8))
  exit(2)
}
do {
  try benchmark(Array(arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("splashreel-bench \(name): \(error)\n".utf8))
  exit(1)
}
