import Foundation
import SplashTestSupport

/// Whether Skia's Python binding (skia-python) with numpy and Pillow can be imported: `scripts/dev
/// test` installs them; the tests that compare with Skia are skipped without them.
let skiaAvailable: Bool = (try? Subprocess.tool(["python3", "-c", "import skia, numpy, PIL"]).run())?.succeeded == true

/// Runs `Tests/SkiaReference/<script>` on the cases in `folder`: its exit status and its output
/// (standard output and error), one "<name> <psnr>" line per case, then a count line.
func runSkiaReference(_ script: String, folder: URL) throws -> (status: Int32, output: String) {
  let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../SkiaReference/\(script)")
  var process = Subprocess.tool(["python3", path.path, folder.path])
  process.mergesErrors = true
  let run = try process.run()
  return (run.status, run.output)
}

/// The PSNR of each "<name> <psnr>" line of a reference script's output (the count line
/// excluded), 0 for a line that is not one.
func psnrLines(_ output: String) -> [(name: String, psnr: Double)] {
  output.split(separator: "\n").dropLast().map { line in
    let parts = line.split(separator: " ")
    return (parts.first.map(String.init) ?? "", parts.count == 2 ? Double(parts[1]) ?? 0 : 0)
  }
}
