import Foundation

/// Whether Skia's Python binding (skia-python) with numpy and Pillow can be imported: `scripts/dev
/// test` installs them; the tests that compare with Skia are skipped without them.
let skiaAvailable: Bool = {
  let probe = Process()
  probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  probe.arguments = ["python3", "-c", "import skia, numpy, PIL"]
  probe.standardOutput = FileHandle.nullDevice
  probe.standardError = FileHandle.nullDevice
  guard (try? probe.run()) != nil else { return false }
  probe.waitUntilExit()
  return probe.terminationStatus == 0
}()

/// Runs `Tests/SkiaReference/<script>` on the cases in `folder`: its exit status and its output
/// (standard output and error), one "<name> <psnr>" line per case, then a count line.
func runSkiaReference(_ script: String, folder: URL) throws -> (status: Int32, output: String) {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../SkiaReference/\(script)")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", path.path, folder.path]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}

/// The PSNR of each "<name> <psnr>" line of a reference script's output (the count line
/// excluded), 0 for a line that is not one.
func psnrLines(_ output: String) -> [(name: String, psnr: Double)] {
  output.split(separator: "\n").dropLast().map { line in
    let parts = line.split(separator: " ")
    return (parts.first.map(String.init) ?? "", parts.count == 2 ? Double(parts[1]) ?? 0 : 0)
  }
}
