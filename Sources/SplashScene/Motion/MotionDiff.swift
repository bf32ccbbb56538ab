import Foundation

/// Compares two scenes' courses layer by layer and says, in the scene's own words, what changed
/// and when: "avatar: y +2 pt from 2.0 s to the end", "caption: alpha reaches 1 at 3.5 s instead
/// of 3.25 s (curve easeInOut → linear)", "slogan: removed", "new layer badge from 1.2 s".
///
/// Layers are matched by id (a renamed layer is one removed and one added). Each property is read
/// at every frame instant of the actual track (and of the expected one past its end); it differs
/// at an instant when neither side takes the other's value within `tolerance.seconds` of it, give
/// or take the tolerance in points (see `MotionTolerance`). Consecutive differing instants make
/// one change, worded as a constant offset, as a change of the animation that moves the property
/// (start, end, final value, curve), or as the largest difference; its times are snapped to the
/// nearest animation start, end or set of either side.
package enum MotionDiff {
  package static func compare(
    _ expected: MotionTrack, _ actual: MotionTrack, tolerance: MotionTolerance = .standard
  ) -> MotionReport {
    let eTimes = expected.times
    let aTimes = actual.times
    let lastActual = aTimes.last ?? 0
    let instants = aTimes + eTimes.filter { $0 > lastActual + 1e-9 }
    let frame = 1 / Double(max(1, min(expected.fps, actual.fps)))
    let context = Context(
      instants: instants, frame: frame, tolerance: tolerance,
      ancestorChanges: ancestorChanges(expected).merging(ancestorChanges(actual)) { $0 + $1 })
    let old = Dictionary(expected.layers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let new = Set(actual.layers.map(\.id))
    var changes: [MotionChange] = []
    for layer in actual.layers {
      guard let before = old[layer.id] else { continue }
      if before.parent != layer.parent {
        let from = before.parent.map { "'\($0)'" } ?? "the top level"
        let to = layer.parent.map { "'\($0)'" } ?? "the top level"
        changes.append(
          MotionChange(
            layer: layer.id, kind: .changed, property: "parent", start: nil, end: nil,
            line: "\(layer.id): moved from \(from) to \(to)"))
      }
      changes += context.compare(
        MotionCourse(times: eTimes, samples: before.samples), before,
        MotionCourse(times: aTimes, samples: layer.samples), layer)
    }
    for layer in expected.layers where !new.contains(layer.id) {
      changes.append(
        MotionChange(layer: layer.id, kind: .removed, property: nil, start: nil, end: nil, line: "\(layer.id): removed")
      )
    }
    for layer in actual.layers where old[layer.id] == nil {
      if let first = layer.samples.firstIndex(where: \.drawn) {
        let events = layer.changes + layer.animations.map(\.begin) + (context.ancestorChanges[layer.id] ?? [])
        let start = context.snap(
          aTimes[first], after: first > 0 ? aTimes[first - 1] : nil, events: events, latest: false)
        changes.append(
          MotionChange(
            layer: layer.id, kind: .added, property: nil, start: start, end: nil,
            line: "new layer \(layer.id) from \(time(start))"))
      } else {
        changes.append(
          MotionChange(
            layer: layer.id, kind: .added, property: nil, start: nil, end: nil,
            line: "new layer \(layer.id) (never drawn)"))
      }
    }
    for k in changes.indices { changes[k].bounds = bounds(of: changes[k], expected: expected, actual: actual) }
    return MotionReport(
      expected: describe(expected), actual: describe(actual), tolerance: tolerance, changes: changes)
  }

  /// Where the changed layer is on screen when the change begins, `[x, y, width, height]` in
  /// points: on the side that has it then (the actual first), else where either side first draws it.
  static func bounds(of change: MotionChange, expected: MotionTrack, actual: MotionTrack) -> [Double]? {
    let sides = change.kind == .removed ? [expected] : [actual, expected]
    let start = change.start ?? 0
    for track in sides {
      if let rect = track.screenBounds(of: change.layer, from: start, to: start + 1e-6).first {
        return [rect.minX, rect.minY, rect.width, rect.height]
      }
    }
    for track in sides {
      if let screen = track.layers.first(where: { $0.id == change.layer })?.samples.lazy.compactMap(\.screen).first {
        return screen
      }
    }
    return nil
  }

  /// For each layer, when its ancestors are set or changed at once (a parent removed or hidden ends
  /// what its sublayers show).
  static func ancestorChanges(_ track: MotionTrack) -> [String: [Double]] {
    let byID = Dictionary(track.layers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var result: [String: [Double]] = [:]
    for layer in track.layers {
      var times: [Double] = []
      var parent = layer.parent
      while let id = parent, let ancestor = byID[id], times.count < 100_000 {
        times += ancestor.changes
        parent = ancestor.parent
      }
      result[layer.id] = times
    }
    return result
  }

  static func describe(_ track: MotionTrack) -> String {
    "\(track.scene) on \(track.device) at \(track.fps) fps"
  }

  /// Seconds as the report writes them: "2.0 s", "3.25 s", "0.033 s" (to the millisecond).
  static func time(_ seconds: Double) -> String {
    var text = String(format: "%.3f", seconds)
    while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
    return (text == "-0.0" ? "0.0" : text) + " s"
  }

  private struct Context {
    let instants: [Double]
    let frame: Double
    let tolerance: MotionTolerance
    let ancestorChanges: [String: [Double]]

    func compare(
      _ eCourse: MotionCourse, _ eLayer: MotionTrack.MotionLayer, _ aCourse: MotionCourse,
      _ aLayer: MotionTrack.MotionLayer
    ) -> [MotionChange] {
      var changes: [MotionChange] = []
      for channel in MotionChannel.all {
        var differs: [Bool] = []
        for t in instants {
          differs.append(self.differs(channel, eCourse, aCourse, at: t))
        }
        var k = 0
        while k < instants.count {
          guard differs[k] else {
            k += 1
            continue
          }
          var last = k
          while last + 1 < instants.count && differs[last + 1] { last += 1 }
          let change = describe(channel, eCourse, eLayer, aCourse, aLayer, first: k, last: last)
          // Two courses that cross agree for an instant; the same animation change is one change.
          if let previous = changes.last, previous.property == change.property, previous.line == change.line {
            changes[changes.count - 1].end = change.end
          } else {
            changes.append(change)
          }
          k = last + 1
        }
      }
      return merged(changes, layer: aLayer.id)
    }

    func differs(_ channel: MotionChannel, _ e: MotionCourse, _ a: MotionCourse, at t: Double) -> Bool {
      // What a layer does while neither side draws it cannot be seen.
      guard e.sample(at: t).drawn || a.sample(at: t).drawn else { return false }
      let window = tolerance.seconds
      if channel.kind == .discrete {
        let ea = channel.discrete(e.sample(at: t))
        let aa = channel.discrete(a.sample(at: t))
        if ea == aa { return false }
        return !a.discreteValues(channel, near: t, window: window).contains(ea)
          && !e.discreteValues(channel, near: t, window: window).contains(aa)
      }
      let size = a.sample(at: t)
      let limit = channel.tolerance(tolerance, at: size)
      let ev = e.numbers(channel, at: t)
      let av = a.numbers(channel, at: t)
      if zip(ev, av).allSatisfy({ abs($0 - $1) <= limit }) { return false }
      return !e.takes(av, channel, near: t, window: window, tolerance: limit)
        && !a.takes(ev, channel, near: t, window: window, tolerance: limit)
    }

    /// The nearest event in `[previous, t]` (earliest, or latest when `latest`), else `t`.
    func snap(_ t: Double, after previous: Double?, events: [Double], latest: Bool) -> Double {
      guard let previous else { return t }
      let inside = events.filter { $0 >= previous - 1e-9 && $0 <= t + 1e-9 }
      return (latest ? inside.max() : inside.min()) ?? t
    }

    func describe(
      _ channel: MotionChannel, _ e: MotionCourse, _ eLayer: MotionTrack.MotionLayer, _ a: MotionCourse,
      _ aLayer: MotionTrack.MotionLayer, first: Int, last: Int
    ) -> MotionChange {
      let eSpans = eLayer.animations.filter { channel.properties.contains($0.property) }
      let aSpans = aLayer.animations.filter { channel.properties.contains($0.property) }
      let events =
        (eLayer.animations + aLayer.animations).flatMap { [$0.begin, $0.end] } + eLayer.changes + aLayer.changes
        + (ancestorChanges[aLayer.id] ?? [])
      let start = snap(instants[first], after: first > 0 ? instants[first - 1] : nil, events: events, latest: false)
      let toEnd = last == instants.count - 1
      let end: Double? =
        toEnd ? nil : snap(instants[last + 1], after: instants[last], events: events, latest: true)
      let range =
        toEnd
        ? (start == instants[0] && first == 0 ? "throughout" : "from \(time(start)) to the end")
        : "from \(time(start)) to \(time(end!))"
      let span = first...last
      let detail: String
      if channel.kind == .discrete {
        detail = discrete(channel, e, a, span, start: start, end: end, range: range)
      } else if let offset = constantOffset(channel, e, a, span) {
        detail = "\(channel.formatOffset(offset)) \(range)"
      } else if channel.kind == .color, let before = constant(channel, e, span), let after = constant(channel, a, span)
      {
        detail = "\(channel.format(before)) → \(channel.format(after)) \(range)"
      } else if let repeats = repeatChange(eSpans, aSpans, by: instants[last] + frame) {
        return MotionChange(
          layer: aLayer.id, kind: .changed, property: channel.name, start: start, end: end,
          line: "\(aLayer.id): \(repeats)")
      } else if let animation = animationChange(
        channel, e, eSpans, a, aSpans, from: instants[first] - frame, to: instants[last] + frame)
      {
        detail = animation
      } else {
        detail = largest(channel, e, a, span, range)
      }
      return MotionChange(
        layer: aLayer.id, kind: .changed, property: channel.name, start: start, end: end,
        line: "\(aLayer.id): \(channel.name) \(detail)")
    }

    /// A discrete change: moved in time ("becomes true at 4.25 s instead of 4.0 s"), or other values
    /// over a span ("\"09:42\" instead of \"09:41\" throughout").
    func discrete(
      _ channel: MotionChannel, _ e: MotionCourse, _ a: MotionCourse, _ span: ClosedRange<Int>, start: Double,
      end: Double?, range: String
    ) -> String {
      let value = { (course: MotionCourse, k: Int) in channel.discrete(course.sample(at: self.instants[k])) }
      let was = value(e, span.lowerBound)
      let now = value(a, span.lowerBound)
      guard span.allSatisfy({ value(e, $0) == was && value(a, $0) == now }) else { return "differs \(range)" }
      if span.lowerBound > 0, span.upperBound + 1 < instants.count, let end {
        let before = value(a, span.lowerBound - 1)
        let after = value(a, span.upperBound + 1)
        if was == after && now == before {
          return "\(becomes(channel, after))at \(time(end)) instead of \(time(start))"
        }
        if now == after && was == before {
          return "\(becomes(channel, after))at \(time(start)) instead of \(time(end))"
        }
      }
      return "\(now) instead of \(was) \(range)"
    }

    /// What comes between the property and "at": "" for a flag set ("removed at …"), "cleared "
    /// for one cleared ("hidden cleared at …"), else "becomes VALUE ".
    func becomes(_ channel: MotionChannel, _ value: String) -> String {
      switch (channel.name, value) {
      case ("hidden", "true"), ("removed", "true"): ""
      case ("hidden", "false"), ("removed", "false"): "cleared "
      default: "becomes \(value) "
      }
    }

    /// The difference actual − expected when it stays the same over the span (scalars only).
    func constantOffset(_ channel: MotionChannel, _ e: MotionCourse, _ a: MotionCourse, _ span: ClosedRange<Int>)
      -> Double?
    {
      guard channel.kind != .color else { return nil }
      let deltas = span.map { a.numbers(channel, at: instants[$0])[0] - e.numbers(channel, at: instants[$0])[0] }
      let limit = channel.tolerance(tolerance, at: a.sample(at: instants[span.lowerBound]))
      guard let low = deltas.min(), let high = deltas.max(), high - low <= limit else { return nil }
      return deltas[0]
    }

    func constant(_ channel: MotionChannel, _ course: MotionCourse, _ span: ClosedRange<Int>) -> [Double]? {
      let first = course.numbers(channel, at: instants[span.lowerBound])
      for k in span where course.numbers(channel, at: instants[k]) != first { return nil }
      return first
    }

    /// The animation moving the property repeats otherwise, worded with its own name (a Core
    /// Animation animation's key path): "transform.rotation keyframes, 2 cycles from 0.5 s, now 3
    /// cycles" (and ", from 0.7 s" when it starts elsewhere too); nil when the repeats agree.
    func repeatChange(_ eSpans: [AnimationSpan], _ aSpans: [AnimationSpan], by t1: Double)
      -> String?
    {
      // The latest animation begun by the end of the difference: one that repeats less may have
      // ended before it, which is the difference.
      let latest = { (spans: [AnimationSpan]) in
        spans.filter { $0.begin <= t1 + self.tolerance.seconds }.max { $0.begin < $1.begin }
      }
      guard let was = latest(eSpans), let now = latest(aSpans), was.kind == now.kind,
        was.keyPath == now.keyPath, was.property == now.property, was.cycles != now.cycles
      else { return nil }
      let begins = abs(now.begin - was.begin) > tolerance.seconds ? " from \(time(now.begin))" : ""
      return "\(now.keyPath ?? now.property) \(now.kind ?? "animation"), \(was.cycles) from \(time(was.begin)), "
        + "now \(now.cycles)\(begins)"
    }

    /// How the animation moving the property changed: its start, its end, its final value, its curve.
    func animationChange(
      _ channel: MotionChannel, _ e: MotionCourse, _ eSpans: [AnimationSpan], _ a: MotionCourse,
      _ aSpans: [AnimationSpan], from t0: Double, to t1: Double
    ) -> String? {
      let overlapping = { (spans: [AnimationSpan]) in
        spans.filter { $0.begin <= t1 && $0.end >= t0 }.max { $0.end < $1.end }
      }
      let before = overlapping(eSpans)
      let after = overlapping(aSpans)
      switch (before, after) {
      case (nil, nil):
        return nil
      case (nil, let now?):
        return "now animates from \(time(now.begin)) to \(time(now.end)) (\(now.summary))"
      case (let was?, nil):
        return "no longer animates (was \(time(was.begin)) to \(time(was.end)), \(was.summary))"
      case (let was?, let now?):
        var parts: [String] = []
        if abs(now.begin - was.begin) > tolerance.seconds {
          parts.append("starts at \(time(now.begin)) instead of \(time(was.begin))")
        }
        let wasValue = channel.numbers(e.sample(from: was.end))
        let nowValue = channel.numbers(a.sample(from: now.end))
        let limit = channel.tolerance(tolerance, at: a.sample(from: now.end))
        let sameValue = zip(wasValue, nowValue).allSatisfy { abs($0 - $1) <= limit }
        let sameEnd = abs(now.end - was.end) <= tolerance.seconds
        switch (sameValue, sameEnd) {
        case (true, false):
          parts.append("reaches \(channel.format(nowValue)) at \(time(now.end)) instead of \(time(was.end))")
        case (false, true):
          parts.append(
            "reaches \(channel.format(nowValue)) instead of \(channel.format(wasValue)) at \(time(now.end))")
        case (false, false):
          parts.append(
            "reaches \(channel.format(nowValue)) at \(time(now.end)) instead of "
              + "\(channel.format(wasValue)) at \(time(was.end))")
        case (true, true):
          break
        }
        let curve = was.curve == now.curve ? "" : "curve \(was.curve) → \(now.curve)"
        if parts.isEmpty {
          guard !curve.isEmpty else { return nil }
          return "follows \(now.curve) instead of \(was.curve) from \(time(now.begin)) to \(time(now.end))"
        }
        return parts.joined(separator: ", ") + (curve.isEmpty ? "" : " (\(curve))")
      }
    }

    func largest(
      _ channel: MotionChannel, _ e: MotionCourse, _ a: MotionCourse, _ span: ClosedRange<Int>, _ range: String
    ) -> String {
      var best = (delta: 0.0, k: span.lowerBound)
      for k in span {
        let ev = e.numbers(channel, at: instants[k])
        let av = a.numbers(channel, at: instants[k])
        for c in ev.indices where abs(av[c] - ev[c]) > abs(best.delta) { best = (av[c] - ev[c], k) }
      }
      let shown =
        channel.kind == .color
        ? "\(channel.format(e.numbers(channel, at: instants[best.k]))) → "
          + channel.format(a.numbers(channel, at: instants[best.k]))
        : channel.formatOffset(best.delta)
      return "differs \(range) (most: \(shown) at \(time(instants[best.k])))"
    }

    /// `translation.x` and `translation.y` (and `scale.x`, `scale.y`) with the same wording become
    /// one `translation` (or `scale`) change.
    func merged(_ changes: [MotionChange], layer: String) -> [MotionChange] {
      var result: [MotionChange] = []
      for change in changes {
        if let property = change.property, property.hasSuffix(".y"), let previous = result.last,
          previous.property == String(property.dropLast()) + "x", previous.start == change.start,
          previous.end == change.end,
          previous.line.dropFirst(layer.count + 2 + property.count)
            == change.line.dropFirst(layer.count + 2 + property.count)
        {
          let name = String(property.dropLast(2))
          let rest = change.line.dropFirst(layer.count + 2 + property.count)
          result[result.count - 1].property = name
          result[result.count - 1].line = "\(layer): \(name)\(rest)"
          continue
        }
        result.append(change)
      }
      return result
    }
  }
}
