import Foundation
import SplashDiff
import SplashGD
import SplashRaster
import SplashScene

extension Studio {
  /// `GET /golden.json`: golden mode's latest comparison (404 without `--golden`).
  func goldenJSON() -> HTTPResponse {
    guard let comparison else { return .text("no golden: start the studio with --golden", status: 404) }
    return .json(Array(comparison.json.utf8))
  }

  /// `GET /golden.png?t=SECONDS`: the golden's frame on screen at t, as stored.
  func goldenFrame(_ request: HTTPRequest) -> HTTPResponse {
    guard let golden = comparison?.golden else {
      return .text("no golden: start the studio with --golden", status: 404)
    }
    do {
      return .bytes(golden.frame(at: try Self.microseconds(request)).png, type: "image/png")
    } catch {
      return .text(error.description, status: 400)
    }
  }

  /// `GET /diff.png?t=SECONDS`: the edit at t, drawn at the golden's device, scale and frame rate,
  /// against the golden's frame on screen then — the picture `check`'s diff.gif shows (differing
  /// pixels red, anti-aliasing yellow, over a faded golden), with `X-Splashreel-Different-Pixels`.
  func goldenDiff(_ request: HTTPRequest) -> HTTPResponse {
    guard let golden = comparison?.golden else {
      return .text("no golden: start the studio with --golden", status: 404)
    }
    do {
      let microseconds = try Self.microseconds(request)
      let frames = try current.frames(device: golden.device, scale: golden.scale, fps: golden.fps)
      let time = min(Double(microseconds) / 1e6, frames.plan.duration)
      let actual = try frames.frame(atTime: time, threads: 0)
      defer { frames.recycle(actual) }
      let expected = try PNGFrameDecoder.decode(bytes: golden.frame(at: microseconds).png, name: golden.path)
      guard (expected.width, expected.height) == (actual.width, actual.height) else {
        return .text(
          "the golden is \(expected.width)×\(expected.height) px, the edit draws \(actual.width)×\(actual.height) px",
          status: 409)
      }
      let straight = StraightImage(expected)
      let diff = try AnimationComparator().metric.compare(straight, StraightImage(actual))
      var response = HTTPResponse.bytes(DeflatePNG.encodeStored(diff.image(over: straight)), type: "image/png")
      response.headers.append(("X-Splashreel-Different-Pixels", String(diff.differentPixels)))
      return response
    } catch let error as StudioError {
      return .text(error.description, status: 400)
    } catch {
      return .text(String(describing: error), status: 422)
    }
  }

  /// The request's `t` in whole microseconds (the time unit of comparisons).
  static func microseconds(_ request: HTTPRequest) throws(StudioError) -> Int {
    guard let text = request.query["t"], let t = Double(text), t.isFinite, t >= 0, t <= SceneLimits.maximumDuration
    else {
      throw StudioError("t must be a number of seconds ≥ 0, got '\(request.query["t"] ?? "")'")
    }
    return Int((t * 1_000_000).rounded())
  }
}
