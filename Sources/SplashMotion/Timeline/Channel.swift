/// An interpolated component group of `LayerState`; every animatable `Property` maps onto one or
/// two of these (`frame` onto `center` and `size`). Values travel as `SIMD4` with unused lanes 0.
enum Channel: Int, Sendable, CaseIterable {
  case alpha, translation, scale, rotation, center, size, backgroundColor, cornerRadius

  func read(_ state: LayerState) -> SIMD4<Double> {
    switch self {
    case .alpha: SIMD4(state.alpha, 0, 0, 0)
    case .translation: SIMD4(state.translation.x, state.translation.y, 0, 0)
    case .scale: SIMD4(state.scale.x, state.scale.y, 0, 0)
    case .rotation: SIMD4(state.rotation, 0, 0, 0)
    case .center: SIMD4(state.center.x, state.center.y, 0, 0)
    case .size: SIMD4(state.size.x, state.size.y, 0, 0)
    case .backgroundColor: state.backgroundColor
    case .cornerRadius: SIMD4(state.cornerRadius, 0, 0, 0)
    }
  }

  func write(_ v: SIMD4<Double>, into state: inout LayerState) {
    switch self {
    case .alpha: state.alpha = v.x
    case .translation: state.translation = SIMD2(v.x, v.y)
    case .scale: state.scale = SIMD2(v.x, v.y)
    case .rotation: state.rotation = v.x
    case .center: state.center = SIMD2(v.x, v.y)
    case .size: state.size = SIMD2(v.x, v.y)
    case .backgroundColor: state.backgroundColor = v
    case .cornerRadius: state.cornerRadius = v.x
    }
  }

  /// The channels and values a property value stands for.
  ///
  /// - Throws: `MotionError` with a message such as "alpha needs a number, got [1, 2]".
  static func values(of property: Property, _ value: PropertyValue) throws(MotionError) -> [(Channel, SIMD4<Double>)] {
    func numbers(_ counts: [Int], _ wanted: String) throws(MotionError) -> [Double] {
      let list: [Double]
      switch value {
      case .number(let v): list = [v]
      case .vector(let v): list = v
      default: throw MotionError("\(property.rawValue) needs \(wanted), got \(value)")
      }
      guard counts.contains(list.count) else { throw MotionError("\(property.rawValue) needs \(wanted), got \(value)") }
      guard list.allSatisfy(\.isFinite) else {
        throw MotionError("\(property.rawValue) needs finite numbers, got \(value)")
      }
      return list
    }
    switch property {
    case .alpha:
      return [(.alpha, SIMD4(try numbers([1], "a number")[0], 0, 0, 0))]
    case .rotation:
      return [(.rotation, SIMD4(try numbers([1], "a number")[0], 0, 0, 0))]
    case .cornerRadius:
      return [(.cornerRadius, SIMD4(try numbers([1], "a number")[0], 0, 0, 0))]
    case .translation, .center, .size:
      let channel: Channel = property == .translation ? .translation : property == .center ? .center : .size
      let v = try numbers([2], "[x, y]")
      return [(channel, SIMD4(v[0], v[1], 0, 0))]
    case .scale:
      let v = try numbers([1, 2], "[x, y] or a number")
      return [(.scale, SIMD4(v[0], v[v.count - 1], 0, 0))]
    case .frame:
      let v = try numbers([4], "[x, y, width, height]")
      let center = SIMD4<Double>(v[0] + v[2] / 2, v[1] + v[3] / 2, 0, 0)
      return [(.center, center), (.size, SIMD4(v[2], v[3], 0, 0))]
    case .backgroundColor:
      let v = try numbers([3, 4], "[r, g, b, a]")
      return [(.backgroundColor, SIMD4(v[0], v[1], v[2], v.count == 4 ? v[3] : 1))]
    case .hidden, .image, .text, .removed:
      throw MotionError("\(property.rawValue) is not animatable")
    }
  }
}

/// A discrete change: applied at the step's start, the last one at or before t wins.
enum DiscreteChange: Sendable, Hashable {
  case hidden(Bool)
  case image(String)
  case text(String)
  case removed(Bool)

  static func make(_ property: Property, _ value: PropertyValue) throws(MotionError) -> DiscreteChange {
    switch (property, value) {
    case (.hidden, .bool(let v)): return .hidden(v)
    case (.removed, .bool(let v)): return .removed(v)
    case (.image, .string(let v)): return .image(v)
    case (.text, .string(let v)): return .text(v)
    case (.hidden, _), (.removed, _): throw MotionError("\(property.rawValue) needs true or false, got \(value)")
    default: throw MotionError("\(property.rawValue) needs a string, got \(value)")
    }
  }

  func apply(to state: inout LayerState) {
    switch self {
    case .hidden(let v): state.isHidden = v
    case .image(let v): state.image = v
    case .text(let v): state.text = v
    case .removed(let v): state.isRemoved = v
    }
  }

}
