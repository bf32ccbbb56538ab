import Foundation
import SplashTestSupport
import Testing

@testable import SplashCLI

// `check` explains a golden's failure with keyframe tracks and repeats in the scene's words.

/// A 60×100 pt scene, 2.5 s: a square that wobbles `count` times from 0.5 s.
private func wobbleScene(_ count: Int, in directory: String, name: String) throws -> String {
  let json = """
    {"name": "wobble", "background": "#000000", "duration": 2.5,
     "layers": [{"id": "icon", "type": "solid", "backgroundColor": "#FFFFFF",
                 "frame": {"x": 10, "y": 10, "width": 40, "height": 40}}],
     "timeline": [{"id": "wobble", "at": 0.5, "animations": [
       {"layer": "icon", "type": "keyframe", "keyPath": "transform.rotation", "values": [0, 0.5, 0],
        "duration": 0.4, "repeatCount": \(count)}]}]}
    """
  return try writeFile(json, named: name, in: directory)
}

@Test func checkSaysAKeyframeAnimationRepeatsMore() throws {
  let scratch = TemporaryFolder("check-repeats-wobble")
  let dir = scratch.file("wobble")
  let golden = dir + "/wobble.gif"
  let options = ["--device", "60x100@1", "--golden", golden, "--fps", "10", "--out", dir + "/failure"]
  #expect(runTool(["check", try wobbleScene(2, in: dir, name: "two.json")] + options).status == 0)
  let more = runTool(["check", try wobbleScene(3, in: dir, name: "three.json")] + options)
  #expect(more.status == 3)
  #expect(more.output.hasPrefix("motion: icon: transform.rotation keyframes, 2 cycles from 0.5 s, now 3 cycles\n"))
}
