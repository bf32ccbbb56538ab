import SplashMotion

extension SceneAnimation {
  /// The animations it stands for: itself and every descendant of a group.
  var count: Int { 1 + animations.reduce(0) { $0 + $1.count } }
}

extension SceneAnimation: Encodable {
  /// Writes the keys the file gave (defaults left out), as the decoder reads them.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyKey.self)
    try c.encode(kind.rawValue, forKey: AnyKey("type"))
    try c.encodeIfPresent(layer, forKey: AnyKey("layer"))
    try c.encodeIfPresent(keyPath?.keyPath, forKey: AnyKey("keyPath"))
    for (key, input) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      if let input { try encode(input, to: c.superEncoder(forKey: AnyKey(key))) }
    }
    if kind == .keyframe {
      try c.encodeIfPresent(pathData, forKey: AnyKey("path"))
      try c.encodeIfPresent(rotationMode, forKey: AnyKey("rotationMode"))
      if pathData == nil || !values.isEmpty {
        var list = c.nestedUnkeyedContainer(forKey: AnyKey("values"))
        for value in values { try encode(value, to: list.superEncoder()) }
      }
      try c.encodeIfPresent(keyTimes, forKey: AnyKey("keyTimes"))
      if !timingFunctions.isEmpty { try c.encode(timingFunctions, forKey: AnyKey("timingFunctions")) }
      if calculationMode != .linear { try c.encode(calculationMode.rawValue, forKey: AnyKey("calculationMode")) }
      for (key, list) in [
        ("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues),
      ]
      where !list.isEmpty {
        try c.encode(list, forKey: AnyKey(key))
      }
    }
    if let spring {
      try c.encode(spring.mass, forKey: AnyKey("mass"))
      try c.encode(spring.stiffness, forKey: AnyKey("stiffness"))
      try c.encode(spring.damping, forKey: AnyKey("damping"))
      try c.encode(spring.initialVelocity, forKey: AnyKey("initialVelocity"))
      if spring.allowsOverdamping { try c.encode(true, forKey: AnyKey("allowsOverdamping")) }
    }
    if kind == .group { try c.encode(animations, forKey: AnyKey("animations")) }
    if timing.beginTime != 0 { try c.encode(timing.beginTime, forKey: AnyKey("beginTime")) }
    if givenDuration { try c.encode(timing.duration, forKey: AnyKey("duration")) }
    if timing.speed != 1 { try c.encode(timing.speed, forKey: AnyKey("speed")) }
    if timing.timeOffset != 0 { try c.encode(timing.timeOffset, forKey: AnyKey("timeOffset")) }
    for (key, value) in [("repeatCount", timing.repeatCount), ("repeatDuration", timing.repeatDuration)]
    where value != 0 {
      if value.isInfinite {
        try c.encode("infinity", forKey: AnyKey(key))
      } else {
        try c.encode(value, forKey: AnyKey(key))
      }
    }
    if timing.autoreverses { try c.encode(true, forKey: AnyKey("autoreverses")) }
    if timing.fillMode != .removed { try c.encode(timing.fillMode.rawValue, forKey: AnyKey("fillMode")) }
    if !timing.isRemovedOnCompletion { try c.encode(false, forKey: AnyKey("isRemovedOnCompletion")) }
    try c.encodeIfPresent(timingFunction, forKey: AnyKey("timingFunction"))
    if isAdditive { try c.encode(true, forKey: AnyKey("isAdditive")) }
    if isCumulative { try c.encode(true, forKey: AnyKey("isCumulative")) }
  }

  private func encode(_ input: AnimationInput, to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch input {
    case .color(let color): try single.encode(SceneColor.written(color))
    case .numbers(let lengths):
      let written = lengths.map { length -> LengthText in
        if case .number(let v) = length.expression { return .number(v) }
        return .text(length.source)
      }
      if written.count == 1 && keyPath?.count == 1 { try single.encode(written[0]) } else { try single.encode(written) }
    }
  }

  /// A length as written: a number or its expression.
  private enum LengthText: Encodable {
    case number(Double)
    case text(String)

    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      switch self {
      case .number(let v): try single.encode(v)
      case .text(let t): try single.encode(t)
      }
    }
  }
}
