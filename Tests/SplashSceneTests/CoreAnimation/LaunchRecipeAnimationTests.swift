import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// The Core Animation recipes in Examples/launch-recipes, frame by frame: exact sampled values at
// key instants and exact pixels.

private func recipe(_ name: String) throws -> ResolvedScene {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../Examples/launch-recipes/\(name).json")
  let scene = try Scene.load(contentsOf: file)
  return try scene.resolved(for: DeviceCatalog.device(named: "iphone-se"))
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Test func theHeartbeatPeaksAtItsFirstKeyTimeAndBeatsUntilTheCut() throws {
  let scene = try recipe("heartbeat")
  #expect(scene.duration == 2.4)
  // Begins at 0.2 s; 1.18 at key time 0.15 of its 1 s cycle, 1.1 at 0.45, 1 again from 1.
  #expect(scene.states(at: 0.35)["icon"]!.scale == [1.18, 1.18])
  #expect(near(scene.states(at: 1.65)["icon"]!.scale.x, 1.1))
  #expect(near(scene.states(at: 2.2)["icon"]!.scale.x, 1))
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // x = 108 lies inside the icon scaled 1.18 about (160, 284) (left edge 103.36), outside it at rest (112).
  #expect(pixel(renderer.render(at: 0.35), 108, 284) == [0xE1, 0x1D, 0x48, 255])
  #expect(pixel(renderer.render(at: 0), 108, 284) == [0xFF, 0xF1, 0xF2, 255])
}

@Test func theWobbleAddsToTheIconsOwnTilt() throws {
  let scene = try recipe("wobble")
  let tilt = 8 * Double.pi / 180
  // 6 values over 0.5 s: at 0.125 s into it, a quarter of the way from 0.14 to −0.14.
  #expect(near(scene.states(at: 0.325)["icon"]!.rotation, tilt + 0.07))
  #expect(near(scene.states(at: 0.825)["icon"]!.rotation, tilt + 0.07))
  #expect(scene.states(at: 1.2)["icon"]!.rotation == tilt)
}

@Test func theSwingPassesItsKeyValuesAndComesToRest() throws {
  let scene = try recipe("swing")
  #expect(near(scene.states(at: 0.2 + 0.15 * 1.8)["sign"]!.rotation, 0.45))
  #expect(near(scene.states(at: 0.2 + 0.38 * 1.8)["sign"]!.rotation, -0.3))
  #expect(scene.states(at: 2.0)["sign"]!.rotation == 0)
}

@Test func thePopIsHiddenBeforeItBeginsThenSpringsAndKeepsTheModelValue() throws {
  let scene = try recipe("pop")
  // fillMode backwards on the group and the fade: the first values show from the step's start.
  let before = scene.states(at: 0.1)["logo"]!
  #expect(before.alpha == 0 && before.scale == [0.2, 0.2])
  #expect(near(scene.states(at: 0.4)["logo"]!.alpha, 0.5))
  // CASpringAnimation k 180, c 9: 0.2 + 0.8·x(0.2 s).
  #expect(near(scene.states(at: 0.5)["logo"]!.scale.x, 1.1992004324806034))
  let after = scene.states(at: 1.5)["logo"]!
  #expect(after.alpha == 1 && after.scale == [1, 1])
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  #expect(pixel(renderer.render(at: 0.1), 160, 284) == [0xEC, 0xFD, 0xF5, 255])
  #expect(pixel(renderer.render(at: 1.5), 160, 284) == [0x05, 0x96, 0x69, 255])
}

@Test func theSpinnerTurnsForeverUntilTheScenesEnd() throws {
  let scene = try recipe("spinner")
  #expect(scene.timeline.isOpenEnded)
  #expect(scene.duration == 2)
  // Cumulative quarter turns of 0.25 s: 4.4 of them at 1.1 s.
  #expect(near(scene.states(at: 1.1)["spinner"]!.rotation, 4.4 * .pi / 2))
  #expect(near(scene.states(at: 2)["spinner"]!.rotation, 8 * .pi / 2))
}

@Test func theFlyInFollowsItsPathTurningWithIt() throws {
  let scene = try recipe("fly-in")
  // Filled backwards: at the path's start, turned along its first tangent (120, −220), until 0.2 s.
  let start = scene.states(at: 0.1)["logo"]!
  #expect(start.center == [-60, 640])
  #expect(abs(start.rotation - atan2(-220, 120)) < 1e-12)
  // The path ends at the model position, level: nothing jumps when the animation is removed.
  let end = scene.states(at: 1.4 - 1e-9)["logo"]!
  #expect(abs(end.center.x - 160) < 1e-3 && abs(end.center.y - 284) < 1e-3 && abs(end.rotation) < 1e-4)
  #expect(scene.states(at: 1.4)["logo"]!.center == [160, 284])
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  #expect(pixel(renderer.render(at: 0.1), 160, 284) == [0xEE, 0xF2, 0xFF, 255])
  #expect(pixel(renderer.render(at: 1.4), 160, 284) == [0x4F, 0x46, 0xE5, 255])
}
