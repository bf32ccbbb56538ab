/// A play as a scene file writes it (the inverse of its decoding).
extension LottiePlay: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    try container.encode(layer, forKey: AnyKey("layer"))
    switch range {
    case .progress(let from, let to):
      try container.encodeIfPresent(from, forKey: AnyKey("fromProgress"))
      try container.encodeIfPresent(to, forKey: AnyKey("toProgress"))
    case .frames(let from, let to):
      try container.encodeIfPresent(from, forKey: AnyKey("fromFrame"))
      try container.encodeIfPresent(to, forKey: AnyKey("toFrame"))
    case .markers(let from, let to):
      try container.encodeIfPresent(from, forKey: AnyKey("fromMarker"))
      try container.encodeIfPresent(to, forKey: AnyKey("toMarker"))
    }
    switch loopMode {
    case .playOnce: break
    case .loop: try container.encode("loop", forKey: AnyKey("loopMode"))
    case .autoReverse: try container.encode("autoReverse", forKey: AnyKey("loopMode"))
    case .repeat(let n): try container.encode(["repeat": n], forKey: AnyKey("loopMode"))
    case .repeatBackwards(let n): try container.encode(["repeatBackwards": n], forKey: AnyKey("loopMode"))
    }
    if speed != 1 { try container.encode(speed, forKey: AnyKey("animationSpeed")) }
    try container.encodeIfPresent(loop, forKey: AnyKey("loop"))
  }
}
