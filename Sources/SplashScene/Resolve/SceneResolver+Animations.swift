import SplashMotion

extension SceneResolver {
  /// A step's Core Animation animations as SplashMotion's, their values evaluated on this device.
  func layerAnimations(_ step: SceneStep) throws(SceneError) -> [AddedAnimation] {
    var added: [AddedAnimation] = []
    for animation in step.layerAnimations {
      added.append(AddedAnimation(layer: animation.layer!, animation: try layerAnimation(animation)))
    }
    return added
  }

  private func layerAnimation(_ a: SceneAnimation) throws(SceneError) -> LayerAnimation {
    let timingFunction: UnitBezier?
    do {
      timingFunction = try a.timingFunction.map { text throws(MotionError) in
        try SceneAnimation.timingFunction(parsing: text)
      }
    } catch {
      throw SceneError("\(scene.file): \(a.path).timingFunction: \(error.description)", cause: error)
    }
    let kind: LayerAnimation.Kind
    switch a.kind {
    case .group:
      var children: [LayerAnimation] = []
      for child in a.animations { children.append(try layerAnimation(child)) }
      kind = .group(children)
    case .basic, .spring:
      let keyPath = a.keyPath!
      let values = AnimationValues(
        from: try a.fromValue.map { v throws(SceneError) in try lanes(v, keyPath, at: "\(a.path).fromValue") },
        to: try a.toValue.map { v throws(SceneError) in try lanes(v, keyPath, at: "\(a.path).toValue") },
        by: try a.byValue.map { v throws(SceneError) in try lanes(v, keyPath, at: "\(a.path).byValue") })
      kind = a.spring.map { .spring(keyPath.target, values, $0) } ?? .basic(keyPath.target, values)
    case .keyframe:
      let keyPath = a.keyPath!
      var values: [SIMD4<Double>] = []
      for (index, value) in a.values.enumerated() {
        values.append(try lanes(value, keyPath, at: "\(a.path).values[\(index)]"))
      }
      do {
        let functions = try a.timingFunctions.map { text throws(MotionError) -> UnitBezier? in
          try SceneAnimation.timingFunction(parsing: text)
        }
        if let data = a.pathData {
          let path = try BezierPath(svg: data, maximumSegments: SceneLimits.maximumKeyframeCount)
          let rotation = a.rotationMode.map {
            LayerAnimation.PathRotation(
              target: AnimationKeyPath.named("transform.rotation")!.target, reverse: $0 == "autoReverse")
          }
          return LayerAnimation(
            .path(
              keyPath.target,
              PathKeyframes(
                path: path, keyTimes: a.keyTimes, timingFunctions: functions, calculationMode: a.calculationMode),
              rotation: rotation), timing: a.timing, timingFunction: timingFunction, isAdditive: a.isAdditive,
            isCumulative: a.isCumulative)
        }
        kind = .keyframe(
          keyPath.target,
          try Keyframes(
            values: values, keyTimes: a.keyTimes, timingFunctions: functions, calculationMode: a.calculationMode,
            tension: a.tensionValues, continuity: a.continuityValues, bias: a.biasValues))
      } catch {
        throw SceneError("\(scene.file): \(a.path): \(error.description)", cause: error)
      }
    }
    return LayerAnimation(
      kind, timing: a.timing, timingFunction: timingFunction, isAdditive: a.isAdditive, isCumulative: a.isCumulative)
  }

  /// A value's numbers in the key path's channel lanes (colours as 0...1 components).
  private func lanes(_ input: AnimationInput, _ keyPath: AnimationKeyPath, at path: String) throws(SceneError)
    -> SIMD4<Double>
  {
    switch input {
    case .color(let color):
      return Self.components(color)
    case .numbers(let lengths):
      var numbers: [Double] = []
      for length in lengths {
        guard let value = length.value(on: screen) else {
          let why = length.expression.failure(on: screen)
          throw SceneError("\(scene.file): \(path): \(why) in \"\(length.source)\" on \(device.name)")
        }
        guard keyPath.limit.contains(value) else {
          let range =
            "\(SceneLimits.describe(keyPath.limit.lowerBound))...\(SceneLimits.describe(keyPath.limit.upperBound))"
          throw SceneError(
            "\(scene.file): \(path): \"\(length.source)\" is \(Self.format(value)) on \(device.name); it must be within \(range)"
          )
        }
        numbers.append(value)
      }
      return keyPath.lanes(of: numbers)
    }
  }
}
