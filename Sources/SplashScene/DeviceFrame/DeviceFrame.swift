import SplashRaster

/// A device drawn around a preview: body, bezel, buttons, the display's continuous corners, the
/// notch or Dynamic Island, and optionally the safe-area guides — like fastlane frameit does for
/// screenshots, drawn rather than pasted from photos, so every catalog device and custom screen
/// has one.
///
/// Everything static is drawn once: the hardware below the screen, the screen's coverage mask
/// and what lies over the content (cutout, guides). Framing a frame then costs two masked
/// copies of the screen area.
public struct DeviceFrame: Sendable {
  /// What to draw besides the hardware.
  public struct Options: Sendable, Equatable {
    /// Draw the safe area: the unsafe bands tinted and a 1 pt line on each inset edge.
    public var safeAreaGuides: Bool
    /// The colour around the body; nil leaves it transparent (GIF encoding composites
    /// transparency over black, so GIF output gives a colour).
    public var background: Color?

    public init(safeAreaGuides: Bool = false, background: Color? = nil) {
      self.safeAreaGuides = safeAreaGuides
      self.background = background
    }
  }

  public let device: Device
  package let style: DeviceFrameStyle
  /// Pixels per point.
  public let scale: Double
  /// The framed picture's size in pixels.
  public let width: Int
  public let height: Int
  /// Where the screen's top-left pixel goes, and the screen's size in pixels.
  public let screenX: Int
  public let screenY: Int
  public let screenWidth: Int
  public let screenHeight: Int
  /// The hardware, transparent (or the background) around it.
  package let base: Surface
  /// The display's shape at the screen's position (continuous corners).
  package let screenMask: CoverageMask
  /// Drawn over the content, screen-sized: the cutout and the guides.
  package let overlay: Surface

  package static let cutoutColor = Color.black
  package static let guideColor = Color(r: 255, g: 45, b: 85)

  /// Prepares the frame for screens of `screenWidth` × `screenHeight` pixels (the device's points
  /// times the export scale; the scale is their ratio to the device's width).
  public init(device: Device, screenWidth: Int, screenHeight: Int, options: Options = Options()) throws(SceneError) {
    guard screenWidth > 0, screenHeight > 0 else {
      throw SceneError("device frame: the screen is \(screenWidth)×\(screenHeight) pixels")
    }
    self.device = device
    let style = DeviceFrameStyle(for: device)
    self.style = style
    let p = Double(screenWidth) / Double(device.width)
    scale = p
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    let depth = style.buttonDepth * p
    screenX = Int((depth + style.left * p).rounded())
    screenY = Int((style.top * p).rounded())
    width = screenX + screenWidth + Int((style.right * p + depth).rounded())
    height = screenY + screenHeight + Int((style.bottom * p).rounded())
    let body = Rect(
      x: Double(screenX) - style.left * p, y: Double(screenY) - style.top * p,
      width: (style.left + style.right) * p + Double(screenWidth),
      height: (style.top + style.bottom) * p + Double(screenHeight))
    do {
      var base = try Surface(width: width, height: height, fill: options.background?.premultiplied ?? .clear)
      try Self.drawHardware(
        on: &base, body: body, style: style, p: p,
        screen: Rect(x: Double(screenX), y: Double(screenY), width: Double(screenWidth), height: Double(screenHeight)))
      self.base = base
      var mask = try CoverageMask(width: screenWidth, height: screenHeight)
      mask.add(
        SmoothRoundedRect(
          rect: Rect(x: 0, y: 0, width: Double(screenWidth), height: Double(screenHeight)),
          radius: device.cornerRadius * p))
      screenMask = mask
      var overlay = try Surface(width: screenWidth, height: screenHeight)
      if options.safeAreaGuides { Self.drawGuides(on: &overlay, insets: device.safeArea, p: p) }
      try Self.drawCutout(style.cutout, on: &overlay, p: p)
      self.overlay = overlay
    } catch {
      throw SceneError(
        "device frame for \(device.name) at \(screenWidth)×\(screenHeight) pixels: \(error.description)", cause: error)
    }
  }

  /// `screen` (the frame's size) inside the device.
  public func framing(_ screen: Surface) -> Surface {
    precondition(
      screen.width == screenWidth && screen.height == screenHeight, "frame size differs from the device frame's screen")
    var framed = base
    framed.draw(screen, x: screenX, y: screenY, mask: screenMask)
    framed.draw(overlay, x: screenX, y: screenY, mask: screenMask)
    return framed
  }

  // MARK: - Drawing

  private static func fill(_ shape: SmoothRoundedRect, _ color: Color, on surface: inout Surface) throws(RasterError) {
    var mask = try CoverageMask(width: surface.width, height: surface.height)
    mask.add(shape)
    surface.fill(mask, color: color.premultiplied)
  }

  private static func circle(centerX: Double, centerY: Double, diameter: Double) -> SmoothRoundedRect {
    SmoothRoundedRect(
      rect: Rect(x: centerX - diameter / 2, y: centerY - diameter / 2, width: diameter, height: diameter),
      radius: diameter / 2,
      corners: .circular)
  }

  private static func drawHardware(on base: inout Surface, body: Rect, style: DeviceFrameStyle, p: Double, screen: Rect)
    throws(RasterError)
  {
    let depth = style.buttonDepth * p
    for button in style.buttons {
      let x = button.side == .left ? body.minX - depth : body.maxX - depth
      let shape = SmoothRoundedRect(
        rect: Rect(x: x, y: body.minY + button.y * p, width: 2 * depth, height: button.length * p), radius: depth,
        corners: .circular)
      try fill(shape, Color(r: 0x5A, g: 0x5A, b: 0x5E), on: &base)
    }
    let bandColor = style.homeButton == nil ? Color(r: 0x6E, g: 0x6E, b: 0x73) : Color(r: 0x8E, g: 0x8E, b: 0x93)
    try fill(SmoothRoundedRect(rect: body, radius: style.bodyRadius * p), bandColor, on: &base)
    let band = style.band * p
    let face = Rect(
      x: body.minX + band, y: body.minY + band, width: body.width - 2 * band, height: body.height - 2 * band)
    try fill(
      SmoothRoundedRect(rect: face, radius: max(0, style.bodyRadius * p - band)), Color(r: 0x0B, g: 0x0B, b: 0x0C),
      on: &base)
    if let home = style.homeButton {
      let chin = (screen.maxY + body.maxY) / 2
      let d = home.buttonDiameter * p
      try fill(circle(centerX: body.midX, centerY: chin, diameter: d), Color(r: 0x3A, g: 0x3A, b: 0x3C), on: &base)
      try fill(
        circle(centerX: body.midX, centerY: chin, diameter: d * 0.88), Color(r: 0x1C, g: 0x1C, b: 0x1E), on: &base)
      let forehead = (body.minY + screen.minY) / 2
      if home.speakerWidth > 0 {
        let w = home.speakerWidth * p
        let h = home.speakerHeight * p
        try fill(
          SmoothRoundedRect(
            rect: Rect(x: body.midX - w / 2, y: forehead - h / 2, width: w, height: h), radius: h / 2,
            corners: .circular),
          Color(r: 0x2C, g: 0x2C, b: 0x2E), on: &base)
        try fill(
          circle(
            centerX: body.midX, centerY: forehead - (screen.minY - body.minY) * 0.22, diameter: home.cameraDiameter * p),
          Color(r: 0x22, g: 0x24, b: 0x30), on: &base)
      } else {
        try fill(
          circle(centerX: body.midX, centerY: forehead, diameter: home.cameraDiameter * p),
          Color(r: 0x22, g: 0x24, b: 0x30), on: &base)
      }
    }
    if let camera = style.topCameraDiameter {
      try fill(
        circle(centerX: body.midX, centerY: (body.minY + screen.minY) / 2, diameter: camera * p),
        Color(r: 0x22, g: 0x24, b: 0x30),
        on: &base)
    }
  }

  private static func drawCutout(_ cutout: DeviceFrameStyle.Cutout, on overlay: inout Surface, p: Double)
    throws(RasterError)
  {
    let center = Double(overlay.width) / 2
    switch cutout {
    case .none:
      return
    case .island(let width, let height, let top):
      let w = width * p
      let h = height * p
      let island = SmoothRoundedRect(
        rect: Rect(x: center - w / 2, y: top * p, width: w, height: h), radius: h / 2, corners: .circular)
      try fill(island, cutoutColor, on: &overlay)
      // The front camera's lens, at the island's right end.
      try fill(
        circle(centerX: center + w / 2 - 0.55 * h, centerY: top * p + h / 2, diameter: 0.32 * h),
        Color(r: 0x10, g: 0x14, b: 0x24), on: &overlay)
    case .notch(let width, let height, let cornerRadius, let earRadius):
      let w = width * p
      let h = height * p
      let e = earRadius * p
      var mask = try CoverageMask(width: overlay.width, height: overlay.height)
      // Extended above the screen so only the lower corners are rounded.
      mask.add(
        SmoothRoundedRect(rect: Rect(x: center - w / 2, y: -h, width: w, height: 2 * h), radius: cornerRadius * p))
      for side in [-1.0, 1.0] {
        // A concave ear: the square beside the notch's top minus a circle, so the screen's edge
        // curves down into the notch.
        let edge = center + side * w / 2
        let x = side < 0 ? edge - e : edge
        var ear = try CoverageMask(width: overlay.width, height: overlay.height)
        ear.add(SmoothRoundedRect(rect: Rect(x: x, y: 0, width: e, height: e), radius: 0))
        ear.subtract(circle(centerX: edge + side * e, centerY: e, diameter: 2 * e))
        mask.add(ear)
      }
      overlay.fill(mask, color: cutoutColor.premultiplied)
    }
  }

  private static func drawGuides(on overlay: inout Surface, insets: EdgeInsets, p: Double) {
    let w = Double(overlay.width)
    let h = Double(overlay.height)
    let tint = Color(r: guideColor.r, g: guideColor.g, b: guideColor.b, a: 38).premultiplied
    let line = Color(r: guideColor.r, g: guideColor.g, b: guideColor.b, a: 230).premultiplied
    let bands: [(band: Rect, line: Rect)] = [
      (Rect(x: 0, y: 0, width: w, height: insets.top * p), Rect(x: 0, y: insets.top * p - p, width: w, height: p)),
      (
        Rect(x: 0, y: h - insets.bottom * p, width: w, height: insets.bottom * p),
        Rect(x: 0, y: h - insets.bottom * p, width: w, height: p)
      ),
      (Rect(x: 0, y: 0, width: insets.left * p, height: h), Rect(x: insets.left * p - p, y: 0, width: p, height: h)),
      (
        Rect(x: w - insets.right * p, y: 0, width: insets.right * p, height: h),
        Rect(x: w - insets.right * p, y: 0, width: p, height: h)
      ),
    ]
    for (band, edge) in bands where !band.isEmpty {
      overlay.fill(band, color: tint)
      overlay.fill(edge, color: line)
    }
  }
}
