import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport

/// Tiny animations for the export tests and the command-line tools that read them back.
enum TestFrames {
  static let background = Color(r: 40, g: 120, b: 200)
  static let square = Color(r: 240, g: 160, b: 30)

  /// `count` frames of `width × height`: a blue background with a 4×4 orange square at
  /// x = 2·(n mod 4), y = 2 (frames 4 apart are identical).
  static func moving(count: Int, width: Int = 16, height: Int = 10, alpha: UInt8 = 255) throws -> SurfaceFrames {
    var surfaces: [Surface] = []
    for n in 0..<count {
      let fill = Color(r: background.r, g: background.g, b: background.b, a: alpha).premultiplied
      var surface = try Surface(width: width, height: height, fill: fill)
      for y in 2..<min(height, 6) {
        for x in (2 * (n % 4))..<min(width, 2 * (n % 4) + 4) { surface[x, y] = square.premultiplied }
      }
      surfaces.append(surface)
    }
    return try SurfaceFrames(surfaces)
  }

  /// The two colours of `patches()`: a mid blue and a saturated orange.
  static let patchColors = [Color(r: 40, g: 120, b: 200), Color(r: 240, g: 160, b: 30)]

  /// `count` frames of 32×16: the left half `patchColors[0]`, the right half `patchColors[1]`.
  static func patches(count: Int = 2) throws -> SurfaceFrames {
    var surface = try Surface(width: 32, height: 16, fill: patchColors[0].premultiplied)
    for y in 0..<16 {
      for x in 16..<32 { surface[x, y] = patchColors[1].premultiplied }
    }
    return try SurfaceFrames(Array(repeating: surface, count: count))
  }
}

/// Runs a command-line tool (ffprobe, ffmpeg, python3) and returns its standard output.
enum Tool {
  /// Runs `arguments[0]` from the `PATH`; its standard output, or a `SubprocessError` naming the
  /// command and quoting its standard error when it fails.
  static func run(_ arguments: [String]) throws -> Data {
    try Subprocess.tool(arguments).runChecked().outputData
  }

  /// ffprobe's stream and format fields of `path` (first video stream), counting frames.
  static func probe(_ path: String) throws -> (stream: [String: Any], format: [String: Any]) {
    let data = try run([
      "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_streams", "-show_format", "-of",
      "json", path,
    ])
    let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let stream = (json["streams"] as! [[String: Any]])[0]
    return (stream, json["format"] as! [String: Any])
  }

  /// Every frame of `path` decoded by ffmpeg to its yuv420p planes and turned into RGB24 here
  /// with the exact BT.709 limited-range formulas (width × height × 3 bytes each), so only the
  /// encoder's own error shows.
  static func decodeRGB(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
    let data = [UInt8](try run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"]))
    let chromaWidth = (width + 1) / 2
    let chromaSize = chromaWidth * ((height + 1) / 2)
    let size = width * height + 2 * chromaSize
    return stride(from: 0, to: data.count - size + 1, by: size).map { start in
      var rgb = [UInt8](repeating: 0, count: width * height * 3)
      for y in 0..<height {
        for x in 0..<width {
          let c = (y / 2) * chromaWidth + x / 2
          let luma = (Double(data[start + y * width + x]) - 16) * 255 / 219
          let cb = (Double(data[start + width * height + c]) - 128) * 255 / 224
          let cr = (Double(data[start + width * height + chromaSize + c]) - 128) * 255 / 224
          let values = [luma + 1.5748 * cr, luma - 0.1873 * cb - 0.4681 * cr, luma + 1.8556 * cb]
          for (i, value) in values.enumerated() {
            rgb[(y * width + x) * 3 + i] = UInt8(max(0, min(255, value.rounded())))
          }
        }
      }
      return rgb
    }
  }

  /// Runs a Python snippet that prints JSON and returns it.
  static func python(_ source: String, _ arguments: [String]) throws -> Any {
    try JSONSerialization.jsonObject(with: run(["python3", "-c", source] + arguments))
  }

  /// Where this file's folder is (for the scripts beside the tests).
  static func scripts() -> String {
    let file: String = #filePath
    return (file as NSString).deletingLastPathComponent + "/Scripts"
  }
}
