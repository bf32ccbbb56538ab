extension Path {
  /// UIBezierPath(rect:): the rectangle clockwise on screen from its top-left corner.
  package init(rect: Rect) {
    self.init()
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// UIBezierPath(roundedRect:cornerRadius:) with circular corners: the radius is clamped to
  /// half the shorter side; clockwise on screen from the end of the top-left corner.
  package init(roundedRect rect: Rect, cornerRadius: Double) {
    let r = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
    guard r > 0 else {
      self.init(rect: rect)
      return
    }
    self.init()
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let quarter = Double.pi / 2
    move(to: Point(x: x0 + r, y: y0))
    addLine(to: Point(x: x1 - r, y: y0))
    addArc(center: Point(x: x1 - r, y: y0 + r), radius: r, startAngle: -quarter, endAngle: 0, clockwise: true)
    addLine(to: Point(x: x1, y: y1 - r))
    addArc(center: Point(x: x1 - r, y: y1 - r), radius: r, startAngle: 0, endAngle: quarter, clockwise: true)
    addLine(to: Point(x: x0 + r, y: y1))
    addArc(center: Point(x: x0 + r, y: y1 - r), radius: r, startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
    addLine(to: Point(x: x0, y: y0 + r))
    addArc(
      center: Point(x: x0 + r, y: y0 + r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
    closeSubpath()
  }

  /// UIBezierPath(ovalIn:): the ellipse inscribed in `rect`, clockwise on screen from its
  /// rightmost point.
  package init(ovalIn rect: Rect) {
    self.init()
    let transform = Transform2D(
      a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: rect.midX, ty: rect.midY)
    addUnitArc(start: 0, sweep: 2 * .pi, transform: transform)
    closeSubpath()
  }

  /// UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:): an open arc (radians).
  package init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
    self.init()
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
}
