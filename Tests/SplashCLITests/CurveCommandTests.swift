import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

// Expected samples computed independently in Python: easeInOut by 200-step bisection of X(s),
// the spring from the reference's v0 = 0 closed form (ω0 = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·T)).
private let easeInOutCSV = """
  t,value
  0.0000,0.000000
  0.0100,0.000190
  0.0200,0.000763
  0.0300,0.001724
  0.0400,0.003078
  0.0500,0.004830
  0.0600,0.006985
  0.0700,0.009547
  0.0800,0.012521
  0.0900,0.015912
  0.1000,0.019722
  0.1100,0.023958
  0.1200,0.028621
  0.1300,0.033715
  0.1400,0.039244
  0.1500,0.045210
  0.1600,0.051616
  0.1700,0.058462
  0.1800,0.065751
  0.1900,0.073484
  0.2000,0.081660
  0.2100,0.090279
  0.2200,0.099342
  0.2300,0.108844
  0.2400,0.118786
  0.2500,0.129162
  0.2600,0.139969
  0.2700,0.151203
  0.2800,0.162857
  0.2900,0.174924
  0.3000,0.187396
  0.3100,0.200265
  0.3200,0.213520
  0.3300,0.227150
  0.3400,0.241143
  0.3500,0.255486
  0.3600,0.270163
  0.3700,0.285159
  0.3800,0.300456
  0.3900,0.316038
  0.4000,0.331884
  0.4100,0.347974
  0.4200,0.364288
  0.4300,0.380802
  0.4400,0.397494
  0.4500,0.414340
  0.4600,0.431315
  0.4700,0.448394
  0.4800,0.465552
  0.4900,0.482763
  0.5000,0.500000
  0.5100,0.517237
  0.5200,0.534448
  0.5300,0.551606
  0.5400,0.568685
  0.5500,0.585660
  0.5600,0.602506
  0.5700,0.619198
  0.5800,0.635712
  0.5900,0.652026
  0.6000,0.668116
  0.6100,0.683962
  0.6200,0.699544
  0.6300,0.714841
  0.6400,0.729837
  0.6500,0.744514
  0.6600,0.758857
  0.6700,0.772850
  0.6800,0.786480
  0.6900,0.799735
  0.7000,0.812604
  0.7100,0.825076
  0.7200,0.837143
  0.7300,0.848797
  0.7400,0.860031
  0.7500,0.870838
  0.7600,0.881214
  0.7700,0.891156
  0.7800,0.900658
  0.7900,0.909721
  0.8000,0.918340
  0.8100,0.926516
  0.8200,0.934249
  0.8300,0.941538
  0.8400,0.948384
  0.8500,0.954790
  0.8600,0.960756
  0.8700,0.966285
  0.8800,0.971379
  0.8900,0.976042
  0.9000,0.980278
  0.9100,0.984088
  0.9200,0.987479
  0.9300,0.990453
  0.9400,0.993015
  0.9500,0.995170
  0.9600,0.996922
  0.9700,0.998276
  0.9800,0.999237
  0.9900,0.999810
  1.0000,1.000000
  """

private let springCSV = """
  t,value
  0.0000,0.000000
  0.0100,0.017636
  0.0200,0.067352
  0.0300,0.143944
  0.0400,0.241839
  0.0500,0.355336
  0.0600,0.478812
  0.0700,0.606908
  0.0800,0.734691
  0.0900,0.857772
  0.1000,0.972402
  0.1100,1.075533
  0.1200,1.164844
  0.1300,1.238747
  0.1400,1.296358
  0.1500,1.337453
  0.1600,1.362405
  0.1700,1.372104
  0.1800,1.367872
  0.1900,1.351368
  0.2000,1.324498
  0.2100,1.289317
  0.2200,1.247946
  0.2300,1.202489
  0.2400,1.154964
  0.2500,1.107239
  0.2600,1.060989
  0.2700,1.017652
  0.2800,0.978414
  0.2900,0.944186
  0.3000,0.915608
  0.3100,0.893056
  0.3200,0.876655
  0.3300,0.866305
  0.3400,0.861706
  0.3500,0.862393
  0.3600,0.867767
  0.3700,0.877134
  0.3800,0.889735
  0.3900,0.904783
  0.4000,0.921491
  0.4100,0.939101
  0.4200,0.956905
  0.4300,0.974266
  0.4400,0.990631
  0.4500,1.005543
  0.4600,1.018642
  0.4700,1.029673
  0.4800,1.038479
  0.4900,1.044996
  0.5000,1.049248
  0.5100,1.051334
  0.5200,1.051416
  0.5300,1.049710
  0.5400,1.046469
  0.5500,1.041973
  0.5600,1.036512
  0.5700,1.030380
  0.5800,1.023864
  0.5900,1.017230
  0.6000,1.010720
  0.6100,1.004547
  0.6200,0.998887
  0.6300,0.993880
  0.6400,0.989629
  0.6500,0.986199
  0.6600,0.983620
  0.6700,0.981887
  0.6800,0.980970
  0.6900,0.980810
  0.7000,0.981333
  0.7100,0.982444
  0.7200,0.984042
  0.7300,0.986019
  0.7400,0.988265
  0.7500,0.990673
  0.7600,0.993142
  0.7700,0.995581
  0.7800,0.997907
  0.7900,1.000053
  0.8000,1.001964
  0.8100,1.003599
  0.8200,1.004932
  0.8300,1.005950
  0.8400,1.006651
  0.8500,1.007046
  0.8600,1.007154
  0.8700,1.007003
  0.8800,1.006625
  0.8900,1.006060
  0.9000,1.005346
  0.9100,1.004525
  0.9200,1.003636
  0.9300,1.002718
  0.9400,1.001806
  0.9500,1.000931
  0.9600,1.000118
  0.9700,0.999389
  0.9800,0.998761
  0.9900,0.998244
  1.0000,1.000000
  """

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

@Test func easeInOutCSVHasOneHundredAndOneSamples() {
  let result = run(["curve", "easeInOut", "--duration", "1", "--fps", "100", "--csv"])
  #expect(result.status == 0)
  #expect(result.errors == "")
  #expect(result.output == easeInOutCSV + "\n")
  #expect(result.output.split(separator: "\n").count == 102)
}

@Test func springCSVMatchesTheClosedForm() {
  let result = run(["curve", "spring", "--damping", "0.3", "--duration", "1", "--fps", "100", "--csv"])
  #expect(result.status == 0)
  #expect(result.output == springCSV + "\n")
}

@Test func parameterisedNameEqualsOptions() {
  let written = run(["curve", "spring(damping: 0.3)", "--duration", "1", "--fps", "100", "--csv"])
  #expect(written.output == springCSV + "\n")
}

@Test func settlingSpringsRunUntilSettledAndEndAtOne() {
  let result = run(["curve", "ca-spring", "--fps", "30", "--csv"])
  let lines = result.output.split(separator: "\n")
  // Settles after 1.270165 s: frames 0 … 39 (39/30 = 1.3 s is the first at or after it).
  #expect(lines.count == 41)
  #expect(lines.last == "1.3000,1.000000")
  #expect(lines[10] == "0.3000,1.124355")  // 1 − e^(−1.5)(cos(0.3·√75) + (5/√75)·sin(0.3·√75))
}

@Test func summaryDescribesTheSpring() {
  let result = run(["curve", "spring", "--damping", "0.3", "--duration", "1"])
  #expect(result.status == 0)
  #expect(
    result.output == """
      curve     spring(damping: 0.3, velocity: 0)
      duration  1.0000 s
      spring    mass 1.0000, stiffness 367.4810, damping 11.5019, velocity 0.0000
                ω0 19.1698 rad/s, ζ 0.3000, settles (|x − 1| < 0.001) after 1.1022 s
      overshoot peak 1.372326 at 0.1718 s

      """)
  #expect(run(["curve", "easeOut"]).output.hasSuffix("no overshoot\n"))
}

@Test func curveCommandErrors() {
  let cases: [([String], Int32, String)] = [
    (["curve"], 2, "splashreel curve: needs a curve name (e.g. easeInOut, spring)\n"),
    (["curve", "easeInOt"], 1, "splashreel curve: unknown curve 'easeInOt' (did you mean 'easeInOut'?)\n"),
    (["curve", "spring"], 2, "splashreel curve: spring needs --damping (the damping ratio, e.g. 0.3)\n"),
    (
      ["curve", "spring", "--damping", "0"], 1,
      "splashreel curve: curve 'spring': spring damping ratio must be a number > 0, got 0\n"
    ),
    (
      ["curve", "spring", "--damping", "0.3", "--duration", "-1"], 1,
      "splashreel curve: duration must be a number ≥ 0, got -1\n"
    ),
    (
      ["curve", "easeIn", "--duration", "nan"], 1,
      "splashreel curve: duration must be a number ≥ 0, got NaN\n"
    ),
    (
      ["curve", "spring", "--stiffness", "3"], 2,
      "splashreel curve: --stiffness does not apply to spring (it takes --damping, --velocity)\n"
    ),
    (
      ["curve", "spring(damping: 0.3)", "--damping", "0.5"], 2,
      "splashreel curve: --damping cannot be combined with a curve written with parameters ('spring(damping: 0.3)')\n"
    ),
    (["curve", "linear", "--fps", "0"], 2, "splashreel curve: --fps must be an integer in 1...10000, got '0'\n"),
    (["curve", "spring", "--damping", "x"], 2, "splashreel curve: --damping must be a number, got 'x'\n"),
  ]
  for (arguments, status, message) in cases {
    let result = run(arguments)
    #expect(result.status == status, "\(arguments)")
    #expect(result.errors == message)
    #expect(result.output == "")
  }
}

@Test func pngPlotShowsTheOvershoot() throws {
  let scratch = TemporaryFolder("curve")
  let directory = scratch.url
  let path = directory.appendingPathComponent("spring.png").path
  let result = run(["curve", "spring", "--damping", "0.3", "--duration", "1", "--png", path])
  #expect(result.status == 0)
  #expect(result.output == "")
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["spring.png"])
  let image = try ImageDecoder.decode(contentsOf: path)
  #expect(image.width == 720 && image.height == 420)
  #expect(image[5, 5] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))

  // Plot area 632×328 at (64, 40); values from −pad to 1.372326 + pad, pad = 6 % of the span.
  let peak = 1.372326
  let pad = peak * 0.06
  func row(_ v: Double) -> Double { 40 + (peak + pad - v) / (peak + 2 * pad) * 328 }
  let guide = PremultipliedColor(r: 140, g: 170, b: 210, a: 255)
  // Guides at 0 and 1, where the curve is far away (t = 0.05 s → column 95).
  #expect(image[95, Int(row(1).rounded()) - 1] == guide && image[95, Int(row(1).rounded())] == guide)
  #expect(image[300, Int(row(0).rounded()) - 1] == guide)
  // At the peak's column the curve's strongest pixel sits on the peak row, well above the 1 guide.
  let column = Int((64 + 0.1718 * 632).rounded(.down))
  let strongest = (0..<420).max { abs(Int(image[column, $0].b) - 255) < abs(Int(image[column, $1].b) - 255) }!
  #expect(abs(Double(strongest) + 0.5 - row(peak)) <= 1)
  #expect(image[column, strongest] == PremultipliedColor(r: 224, g: 82, b: 12, a: 255))
  // Labels: the title above the plot, "0.5" under the time axis at column 380, ink only there.
  func inked(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
    xs.reduce(0) { sum, x in sum + ys.filter { image[x, $0].r < 160 && image[x, $0].g < 160 }.count }
  }
  #expect(inked(64..<300, 8..<30) > 100)
  #expect(inked(366..<394, 382..<396) > 10)
  #expect(inked(396..<428, 382..<396) == 0)
}

@Test func pngIntoAMissingDirectoryFailsWithoutWriting() {
  let path = "/nonexistent-\(UUID().uuidString)/spring.png"
  let result = run(["curve", "linear", "--png", path])
  #expect(result.status == 1)
  #expect(result.errors == "splashreel curve: \(path): cannot write file (No such file or directory)\n")
}

@Test func csvOutputHasABoundedSize() {
  let result = run(["curve", "ca-spring(stiffness: 1, damping: 0.1)", "--csv", "--fps", "10000"])
  #expect(result.status == 2)
  #expect(
    result.errors
      == "splashreel curve: --csv would print 1357879 samples, more than the limit of 100000; lower --fps or --duration\n"
  )
  #expect(result.output == "")
}
