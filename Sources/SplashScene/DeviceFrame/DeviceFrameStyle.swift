/// The drawn hardware around a device's screen, in points: bezels, the body's corners, side
/// buttons, and what interrupts the screen (notch, Dynamic Island) or the face (home button,
/// speaker, camera).
///
/// These are drawings, not measurements: proportions follow the real devices within a few points
/// (bezels from the body and screen widths, Dynamic Island 126 × 37.33 pt at 11.33 pt from the
/// top, notch 209 × 30 pt on iPhone X/XS/11 Pro/12, 162 × 33 pt on iPhone 13 and 14), enough to
/// judge a launch screen against the hardware as fastlane frameit does for screenshots.
package struct DeviceFrameStyle: Sendable, Equatable {
  /// A side button: which side, where along the body (from its top) and how long, in points.
  package struct Button: Sendable, Equatable {
    package enum Side: Sendable, Equatable { case left, right }
    package let side: Side
    package let y: Double
    package let length: Double
  }

  /// What covers the top of the screen.
  package enum Cutout: Sendable, Equatable {
    case none
    /// The TrueDepth notch: width and depth, the radius of its lower corners and of the concave
    /// "ears" where it meets the screen's edge.
    case notch(width: Double, height: Double, cornerRadius: Double, earRadius: Double)
    /// The Dynamic Island: a capsule `width` × `height`, `top` below the screen's edge.
    case island(width: Double, height: Double, top: Double)
  }

  /// A face with a home button below the screen and a speaker slot above it.
  package struct HomeButtonFace: Sendable, Equatable {
    package let buttonDiameter: Double
    package let speakerWidth: Double
    package let speakerHeight: Double
    package let cameraDiameter: Double
  }

  /// Body beyond the screen on each side.
  package let top: Double
  package let left: Double
  package let bottom: Double
  package let right: Double
  /// The body's corner radius (continuous corners).
  package let bodyRadius: Double
  /// The metal band around the face, seen from the front.
  package let band: Double
  package let buttons: [Button]
  /// How far buttons stand out of the body.
  package let buttonDepth: Double
  package let cutout: Cutout
  package let homeButton: HomeButtonFace?
  /// A front camera dot centred in the top bezel (iPads without a home button).
  package let topCameraDiameter: Double?

  /// The style drawn for `device`:
  /// - phones with rounded displays (Face ID): an even bezel (16 pt with a Dynamic Island,
  ///   22 pt otherwise), body corners concentric with the display's, mute and volume buttons on
  ///   the left and the side button on the right, and the notch or Dynamic Island;
  /// - phones with square displays: a home-button face — 7 % of the width at the sides, 29 % above
  ///   and below, a home button, speaker slot and camera;
  /// - iPads with rounded displays: an even bezel of 4.5 % of the width and a camera dot;
  /// - iPads with square displays: 7 % at the sides, 14 % above and below, home button.
  package init(for device: Device) {
    let w = Double(device.width)
    let r = device.cornerRadius
    switch (device.family, r > 0) {
    case (.iPhone, true):
      let bezel = device.cutout == .dynamicIsland ? 16.0 : 22.0
      (top, left, bottom, right) = (bezel, bezel, bezel, bezel)
      bodyRadius = r + bezel
      band = 3.5
      let h = Double(device.height) + 2 * bezel
      buttons = [
        Button(side: .left, y: 0.19 * h, length: 30), Button(side: .left, y: 0.27 * h, length: 60),
        Button(side: .left, y: 0.35 * h, length: 60), Button(side: .right, y: 0.29 * h, length: 96),
      ]
      homeButton = nil
      topCameraDiameter = nil
      switch device.cutout {
      case .dynamicIsland: cutout = .island(width: 126, height: 37.33, top: 11.33)
      case .notch:
        let newer = ["iphone-13", "iphone-14", "iphone-16e"].contains { device.name.hasPrefix($0) }
        cutout =
          newer
          ? .notch(width: 162, height: 33, cornerRadius: 20, earRadius: 6)
          : .notch(width: 209, height: 30, cornerRadius: 20, earRadius: 6)
      case .none: cutout = .none
      }
    case (.iPhone, false):
      (top, left, bottom, right) = (0.29 * w, 0.07 * w, 0.29 * w, 0.07 * w)
      bodyRadius = 0.16 * w
      band = 2.5
      let h = Double(device.height) + 0.58 * w
      buttons = [
        Button(side: .left, y: 0.14 * h, length: 0.07 * w), Button(side: .left, y: 0.22 * h, length: 0.13 * w),
        Button(side: .left, y: 0.31 * h, length: 0.13 * w), Button(side: .right, y: 0.22 * h, length: 0.17 * w),
      ]
      cutout = .none
      homeButton = HomeButtonFace(
        buttonDiameter: 0.185 * w, speakerWidth: 0.17 * w, speakerHeight: 0.016 * w, cameraDiameter: 0.03 * w)
      topCameraDiameter = nil
    case (.iPad, true):
      let bezel = 0.045 * w
      (top, left, bottom, right) = (bezel, bezel, bezel, bezel)
      bodyRadius = r + bezel
      band = 3
      buttons = []
      cutout = .none
      homeButton = nil
      topCameraDiameter = 0.012 * w
    case (.iPad, false):
      (top, left, bottom, right) = (0.14 * w, 0.07 * w, 0.14 * w, 0.07 * w)
      bodyRadius = 0.06 * w
      band = 3
      buttons = []
      cutout = .none
      homeButton = HomeButtonFace(
        buttonDiameter: 0.075 * w, speakerWidth: 0, speakerHeight: 0, cameraDiameter: 0.012 * w)
      topCameraDiameter = nil
    }
    buttonDepth = buttons.isEmpty ? 0 : 2.5
  }
}
