import Foundation
import SplashGD
import SplashMotion
import SplashRaster

/// `splashreel curve`: samples a timing curve or spring as CSV, plots it as a PNG, or describes it.
enum CurveCommand: Command {
  static let name = "curve"
  static let summary = "Sample a timing curve or spring as CSV, or plot it as a PNG."
  static let options = Option.list(
    duration, damping, velocity, mass, stiffness, dampingCoefficient, allowsOverdamping, bounce, response,
    dampingFraction, repeatCount, autoreverse, values, keyTimes, calculationMode, fps, csv, png)

  static let repeatCount: OptionKey<Double?> = .anyNumber(
    "repeat", "N",
    help: """
      Cycles to sample, > 0 and at most \(Int(maximumCycles)) (UIView's .repeat plays forever: give the \
      cycles to show; CAMediaTiming's repeatCount); fractional plays part of the last (default 1).
      """)
  static let autoreverse: OptionKey<Bool> = .flag(
    "autoreverse", help: "Play each cycle forward, then backward (UIView's .autoreverse, CAMediaTiming's autoreverses)."
  )
  static let values: OptionKey<String?> = .text(
    "values", "V,V,…",
    help: """
      Sample a keyframe track instead of the progress: these values (a CAKeyframeAnimation's values, \
      numbers), reached along the curve as an animateKeyframes call's curve drives its keys.
      """)
  static let keyTimes: OptionKey<String?> = .text(
    "key-times", "T,T,…", help: "With --values: their keyTimes, 0...1 (ignored when invalid, as Core Animation does).")
  static let calculationMode: OptionKey<CalculationMode> = .choice(
    "calculation-mode", default: .linear, help: "With --values: the calculationMode (default {default}).")

  /// The most cycles `--repeat` takes.
  static let maximumCycles = 1_000.0

  static let duration: OptionKey<Double?> = .anyNumber(
    "duration", "T",
    help: """
      For Bézier curves and spring: the animation's duration in seconds (default 1). For \
      bounce-spring, smooth, snappy, bouncy: the perceptual duration (default 0.5). For ca-spring and \
      swiftui-spring: where the animation is cut off (default: when it settles, i.e. |x − 1| stays \
      below 0.001).
      """)
  static let damping: OptionKey<Double?> = .anyNumber(
    "damping", "Z", help: "spring: damping ratio, > 0 (values above 1 act as 1). Required.")
  static let velocity: OptionKey<Double?> = .anyNumber(
    "velocity", "V", help: "Initial velocity in whole distances per second (default 0).")
  static let mass: OptionKey<Double?> = .anyNumber("mass", "M", help: "ca-spring: mass (default 1).")
  static let stiffness: OptionKey<Double?> = .anyNumber("stiffness", "K", help: "ca-spring: stiffness (default 100).")
  static let dampingCoefficient: OptionKey<Double?> = .anyNumber(
    "damping-coefficient", "C", help: "ca-spring: damping coefficient (default 10).")
  static let allowsOverdamping: OptionKey<Bool> = .flag(
    "allows-overdamping", help: "ca-spring: honour damping ratios above 1 (default: treat as 1).")
  static let bounce: OptionKey<Double?> = .anyNumber(
    "bounce", "B", help: "bounce-spring: bounce in -1<..<1 (default 0).")
  static let response: OptionKey<Double?> = .anyNumber(
    "response", "R", help: "swiftui-spring: response in seconds (default 0.5).")
  static let dampingFraction: OptionKey<Double?> = .anyNumber(
    "damping-fraction", "F", help: "swiftui-spring: damping fraction (default 0.825).")
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 60, in: 1...10_000,
    help: """
      Samples per second, {range} (default {default}). Samples run from t = 0 to the first n / fps at \
      or after the end, where the value is 1.
      """)
  static let csv: OptionKey<Bool> = .flag(
    "csv",
    help: """
      Print 't,value' and one line per sample: t with 4 decimals, value with 6 (fixed-point, '.' as \
      decimal separator).
      """)
  static let png: OptionKey<String?> = .text(
    "png", "PATH",
    help: """
      Plot the curve into a 720×420 PNG at PATH (written to a temporary file beside it, then \
      renamed): progress against time, guides at 0 and 1, the axis stretched to show any overshoot, \
      ticks every 1, 2 or 5 × 10^n s and every 0.25 in value.
      """)

  static let help = """
    Usage: splashreel curve <name> [options]

    Samples a timing curve the way a render does (frame n at t = n / fps) and prints it as
    CSV, plots it as a PNG, or (without --csv and --png) describes it: the spring constants,
    the overshoot peak and the settling time.

    <name> is a curve as scene files write it: linear, easeIn, easeOut, easeInOut, default
    (Core Animation's), cubic-bezier(x1, y1, x2, y2), or a spring:
      spring          UIView spring (usingSpringWithDamping): --damping, --velocity, --duration
      ca-spring       CASpringAnimation: --mass, --stiffness, --damping-coefficient, --velocity,
                      --allows-overdamping
      bounce-spring   iOS 17 duration/bounce: --duration (perceptual), --bounce, --velocity
      swiftui-spring  SwiftUI response/dampingFraction: --response, --damping-fraction, --velocity
      smooth, snappy, bouncy   SwiftUI presets (bounce 0, 0.15, 0.3): --duration (perceptual)
    A name may carry its parameters instead, e.g. 'spring(damping: 0.3, velocity: 0)' (then the
    spring options are not allowed).

    Options:
    \(HelpText.options(options))

    Examples:
      splashreel curve easeInOut --duration 1 --fps 100 --csv
      splashreel curve spring --damping 0.3 --duration 1 --png Output/spring.png
      splashreel curve 'cubic-bezier(0.4, 0, 0.2, 1)' --duration 0.3 --csv
      splashreel curve easeInOut --duration 0.6 --repeat 2 --autoreverse --csv
      splashreel curve linear --duration 1.5 --values 0,-70,0 --key-times 0,0.5,1 --png Output/bounce.png
    """

  /// Which option fills which grammar parameter, per spring name.
  static let springOptions: [String: [(option: OptionKey<Double?>, label: String)]] = [
    "spring": [(damping, "damping"), (velocity, "velocity")],
    "ca-spring": [
      (mass, "mass"), (stiffness, "stiffness"), (dampingCoefficient, "damping"), (velocity, "velocity"),
    ],
    "bounce-spring": [(duration, "duration"), (bounce, "bounce"), (velocity, "velocity")],
    "swiftui-spring": [(response, "response"), (dampingFraction, "dampingFraction"), (velocity, "velocity")],
    "smooth": [(duration, "duration")],
    "snappy": [(duration, "duration")],
    "bouncy": [(duration, "duration")],
  ]

  static let parameterOptions = [
    damping, velocity, mass, stiffness, dampingCoefficient, bounce, response, dampingFraction,
  ]

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "needs a curve name (e.g. easeInOut, spring)" : "takes one curve name, got \(args.positionals.count)")
    }
    let fps = args[Self.fps]
    let (curve, duration) = try curve(from: args)
    let course = try Self.course(try curve.timing(duration: duration), args)

    if args[Self.csv] {
      console.print(try csv(course, fps: fps))
    }
    if let path = args[Self.png] {
      try writePlot(CurvePlot(course: course, title: "\(curve)"), to: path)
    }
    if !args[Self.csv] && args[Self.png] == nil {
      console.print(summary(curve, course))
    }
    return ExitCode.success
  }

  /// The timing with the cycles and keyframe track the options give.
  static func course(_ timing: Timing, _ args: Arguments) throws -> CurveCourse {
    var course = CurveCourse(timing: timing)
    let count = args[repeatCount] ?? 1
    guard count.isFinite, count > 0, count <= maximumCycles else {
      throw UsageError("--repeat must be a number in 0<..\(Int(maximumCycles)), got '\(args.text(repeatCount) ?? "")'")
    }
    course.repetition = Repetition(count: count, autoreverses: args[autoreverse])
    guard let list = args[values] else {
      for (name, given) in [
        (keyTimes.option.name, args.isGiven(keyTimes)), (calculationMode.option.name, args.isGiven(calculationMode)),
      ]
      where given {
        throw UsageError("--\(name) needs --values")
      }
      return course
    }
    let numbers = try Self.numbers(list, values.option.name)
    let times = try args[keyTimes].map { text throws in try Self.numbers(text, keyTimes.option.name) }
    do {
      course.keyframes = try Keyframes(
        values: numbers.map { SIMD4($0, 0, 0, 0) }, keyTimes: times, calculationMode: args[calculationMode])
    } catch {
      throw UsageError("--values: \(error.description)", cause: error)
    }
    return course
  }

  /// A comma-separated list of at most `SceneLimits.maximumKeyframeCount` finite numbers.
  static func numbers(_ text: String, _ option: String) throws -> [Double] {
    let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
    guard pieces.count <= 1_000 else { throw UsageError("--\(option) takes at most 1000 numbers") }
    return try pieces.map { piece in
      let trimmed = piece.trimmingCharacters(in: .whitespaces)
      guard let value = Double(trimmed), value.isFinite, abs(value) <= 1e6 else {
        throw UsageError("--\(option) takes numbers within ±1000000 separated by commas, got '\(trimmed)'")
      }
      return value
    }
  }

  /// The curve the arguments describe and the duration to resolve it with.
  static func curve(from args: Arguments) throws -> (Curve, Double?) {
    let text = args.positionals[0]
    let explicitDuration = args[duration]
    let given =
      parameterOptions.filter { args.isGiven($0) }.map(\.option.name)
      + (args[allowsOverdamping] ? [allowsOverdamping.option.name] : [])
    if text.contains("(") {
      if let first = given.first {
        throw UsageError("--\(first) cannot be combined with a curve written with parameters ('\(text)')")
      }
      let curve = try Curve(parsing: text)
      return (curve, explicitDuration ?? defaultDuration(curve))
    }
    guard let name = Curve.canonicalName(text) else {
      _ = try Curve(parsing: text)  // throws the "unknown curve … did you mean" error
      fatalError("unreachable: a name without parameters that does not parse")
    }
    let mapping = springOptions[name] ?? []
    var allowed = Set(mapping.map(\.option.option.name))
    if name == "ca-spring" { allowed.insert(allowsOverdamping.option.name) }
    if let stray = given.first(where: { !allowed.contains($0) }) {
      let takes =
        mapping.isEmpty ? "no spring options" : mapping.map { "--\($0.option.option.name)" }.joined(separator: ", ")
      throw UsageError("--\(stray) does not apply to \(name) (it takes \(takes))")
    }
    var parameters: [String: Double] = [:]
    for (option, label) in mapping {
      if let value = args[option] { parameters[label] = value }
    }
    if args[allowsOverdamping] { parameters["allowsOverdamping"] = 1 }
    if name == "spring" && parameters["damping"] == nil {
      throw UsageError("spring needs --damping (the damping ratio, e.g. 0.3)")
    }
    let curve = try Curve(name: name, parameters: parameters)
    // For perceptual springs --duration was a parameter, not a cut-off.
    let takesDurationParameter = mapping.contains { $0.label == "duration" }
    return (curve, takesDurationParameter ? nil : explicitDuration ?? defaultDuration(curve))
  }

  /// 1 s for Bézier curves and UIKit springs (they need one); settling springs run until settled.
  static func defaultDuration(_ curve: Curve) -> Double? {
    if case .settlingSpring = curve { return nil }
    return 1
  }

  /// The most samples `--csv` prints (about 1.6 MB).
  static let maximumSamples = 100_000

  /// `t,value` lines for frames 0 … the first frame at or after the end.
  static func csv(_ timing: CurveCourse, fps: Int) throws -> String {
    let clock = try FrameClock(fps: fps)
    let last = clock.lastFrame(covering: timing.duration)
    guard last < maximumSamples else {
      throw UsageError(
        "--csv would print \(last + 1) samples, more than the limit of \(maximumSamples); lower --fps or --duration")
    }
    var lines = ["t,value"]
    for n in 0...last {
      let t = clock.time(ofFrame: n)
      lines.append(fixed(t, 4) + "," + fixed(timing.progress(at: t), 6))
    }
    return lines.joined(separator: "\n")
  }

  /// `value` with `decimals` fixed decimals, never "-0.000…".
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return text.hasPrefix("-") && text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." })
      ? String(text.dropFirst()) : text
  }

  /// A few lines about the curve: its canonical form, duration, peak, and spring constants.
  static func summary(_ curve: Curve, _ course: CurveCourse) -> String {
    let timing = course.timing
    var lines = ["curve     \(curve)", "duration  \(fixed(timing.duration, 4)) s"]
    if !course.repetition.isOnce {
      lines.append("repeats   \(course.repetition): \(fixed(course.duration, 4)) s in all")
    }
    if let keyframes = course.keyframes {
      lines.append(
        "keyframes \(keyframes.values.count) values at key times "
          + keyframes.keyTimes.map { fixed($0, 4) }.joined(separator: ", ") + " (\(keyframes.calculationMode))")
    }
    if case .spring(let spring) = timing.shape {
      lines.append(
        "spring    mass \(fixed(spring.mass, 4)), stiffness \(fixed(spring.stiffness, 4)), "
          + "damping \(fixed(spring.damping, 4)), velocity \(fixed(spring.initialVelocity, 4))")
      lines.append(
        "          ω0 \(fixed(spring.naturalFrequency, 4)) rad/s, ζ \(fixed(spring.dampingRatio, 4)), "
          + "settles (|x − 1| < 0.001) after \(fixed(spring.settlingTime(), 4)) s")
    }
    if let peak = course.peak() {
      lines.append("overshoot peak \(fixed(peak.value, 6)) at \(fixed(peak.time, 4)) s")
    } else {
      lines.append("no overshoot")
    }
    return lines.joined(separator: "\n")
  }

  /// Renders the plot and writes it as a PNG (a temporary file beside it, then a rename).
  static func writePlot(_ plot: CurvePlot, to path: String) throws {
    let surface = try plot.render()
    try PNGEncoder.write(surface, to: path)
  }
}
