/// How `/frame.png` draws an instant: `SceneFrames.frame(atTime:)` at exactly `t` seconds (the
/// state the timeline gives at t, not the frame before it), the call `frame(at: n)` makes for
/// t = `plan.time(ofFrame: n)` — so an instant on the frame grid gives the pixels `render
/// --frames` writes for that frame — on every core, encoded by libdeflate at its fastest level
/// (the page reads each frame once).
enum StudioFrame {
  static let compressionLevel = 1
}
